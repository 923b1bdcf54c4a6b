import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle, useSuppliedPageTitle } from './page-title';

const TopBarTitle = () => <h1>{useSuppliedPageTitle() ?? 'Project'}</h1>;
const ProjectPage = ({ number }: { number: string }) => {
  usePageTitle(`Project ${number}`);
  return null;
};

describe('usePageTitle', () => {
  it('replaces the route title while the page is shown', () => {
    const { rerender } = render(
      <>
        <TopBarTitle />
        <ProjectPage number="P-2026-001" />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Project P-2026-001');
    rerender(<TopBarTitle />);
    expect(screen.getByRole('heading').textContent).toBe('Project');
  });
});
