import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { crewMemberFixture, crewPageFixture } from '../testing/crew-page-fixture';
import { AttendanceCard } from './attendance-card';

const hour = 3_600_000;
const now = Date.now();
const iso = (offset: number) => new Date(now + offset).toISOString();

/** Crew 5 with the viewer (assignment 30) on it in `status`, check-in opening at `opensIn`. */
const page = (status: 'requested' | 'confirmed', opensIn: number) =>
  crewPageFixture(
    { assignmentId: 30, checkInOpensAt: iso(opensIn), checkInClosesAt: iso(opensIn + 10 * hour) },
    { members: [crewMemberFixture({ personId: 3, status }, now)] },
    now,
  );

beforeAll(loadTexts);

describe('AttendanceCard', () => {
  it('promotes check-in while it is open on a confirmed job', () => {
    renderWithProviders(<AttendanceCard page={page('confirmed', -hour)} />);
    expect(screen.getByTestId('go-check-in').getAttribute('href')).toBe('/crews/5/check-in');
  });

  it('says when check-in opens for a confirmed job days ahead, without the button', () => {
    renderWithProviders(<AttendanceCard page={page('confirmed', 5 * 24 * hour)} />);
    expect(screen.queryByTestId('go-check-in')).toBeNull();
    expect(screen.getByTestId('attendance-tooEarly').textContent).toMatch(
      /^It is too early to check in\. Check-in opens at /,
    );
  });

  it('asks to confirm a job that is only requested, leading to the job', () => {
    renderWithProviders(<AttendanceCard page={page('requested', -hour)} />);
    expect(screen.queryByTestId('go-check-in')).toBeNull();
    expect(screen.getByTestId('attendance-confirm-first')).toBeTruthy();
    expect(screen.getByTestId('attendance-open-job').getAttribute('href')).toBe('/jobs/30');
  });
});
