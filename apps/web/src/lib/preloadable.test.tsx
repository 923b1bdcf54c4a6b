import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const inSuspense = (node: ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const greeting = preloadable(() => Promise.resolve(Greeting));
    await greeting.preload();
    render(inSuspense(<greeting.Component name="Cas" />));
    expect(screen.queryByText('Hello Cas')).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy while its file is on the way', async () => {
    const greeting = preloadable(() => Promise.resolve(Greeting));
    render(inSuspense(<greeting.Component name="Cas" />));
    expect(screen.queryByText('Loading')).not.toBeNull();
    await screen.findByText('Hello Cas');
  });
});
