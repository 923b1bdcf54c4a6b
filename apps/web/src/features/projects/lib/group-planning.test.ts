import type { CrewBooking, Position, ProjectCrew } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { costLines, costTotals } from './cost';
import { groupPlanning, staffing } from './group-planning';

const crew = (id: number, date: string, name: string): ProjectCrew => ({
  id,
  projectId: 1,
  projectNumber: 'P-1',
  projectName: 'Expo',
  name,
  date,
  shift: 'day',
  locationId: null,
  locationName: null,
  crewChiefPersonId: null,
  crewChiefName: null,
  contactOnSiteName: null,
  contactOnSitePhone: null,
  contactOnSiteEmail: null,
  positionCount: 0,
});

const position = (id: number, crewId: number, patch: Partial<Position> = {}): Position => ({
  id,
  projectCrewId: crewId,
  projectId: 1,
  projectNumber: 'P-1',
  functionId: 1,
  functionName: 'Stagehand',
  startDate: '2026-06-01',
  endDate: '2026-06-01',
  startTime: '08:00',
  endTime: '17:00',
  amountOfRows: 2,
  catering: null,
  crewInfoExternal: null,
  crewInfoInternal: null,
  crewChief: false,
  clientAdded: false,
  spare: false,
  chargeableHours: 8,
  openAsVacancy: false,
  changedAt: null,
  confirmedCount: 0,
  requestedCount: 0,
  ...patch,
});

const person = (id: number, positionId: number, status: CrewBooking['status'], name: string) =>
  ({ id, projectCrewItemId: positionId, personId: id, personName: name, status }) as CrewBooking;

describe('groupPlanning', () => {
  it('orders crews by date and positions by time, people by status then name', () => {
    const crews = groupPlanning(
      [crew(2, '2026-06-02', 'Break-down'), crew(1, '2026-06-01', 'Build-up')],
      [position(11, 1, { startTime: '12:00' }), position(10, 1), position(20, 2)],
      [
        person(1, 10, 'requested', 'Bram'),
        person(2, 10, 'confirmed', 'Zoë'),
        person(3, 10, 'requested', 'Anna'),
      ],
    );
    expect(crews.map((c) => c.id)).toEqual([1, 2]);
    expect(crews[0]?.positions.map((p) => p.id)).toEqual([10, 11]);
    expect(crews[0]?.positions[0]?.people.map((p) => p.personName)).toEqual([
      'Zoë',
      'Anna',
      'Bram',
    ]);
  });

  it('gives each position its planning calendar colour', () => {
    const [planned] = groupPlanning(
      [crew(1, '2026-06-01', 'Build-up')],
      [position(10, 1, { amountOfRows: 1 }), position(11, 1, { spare: true }), position(12, 1)],
      [person(1, 10, 'confirmed', 'Bram'), person(2, 12, 'requested', 'Eva')],
    );
    expect(planned?.positions.map((p) => p.colourKey)).toEqual([
      'confirmedPosition',
      'sparePosition',
      'requestPending',
    ]);
  });
});

describe('staffing and cost', () => {
  it('counts confirmed people up to the rows needed', () => {
    expect(
      staffing([position(1, 1, { confirmedCount: 3 }), position(2, 1, { confirmedCount: 1 })]),
    ).toEqual({ needed: 4, confirmed: 3 });
  });

  it('multiplies chargeable hours by rows and rate, flagging positions without hours', () => {
    const lines = costLines([position(1, 1), position(2, 1, { chargeableHours: null })], 3000);
    expect(lines[0]).toMatchObject({ hours: 16, amountCents: 48000 });
    expect(lines[1]).toMatchObject({ hours: null, amountCents: null });
    expect(costTotals(lines)).toEqual({ hours: 16, amountCents: 48000, missingHours: 1 });
    expect(costLines([position(1, 1)], null)[0]?.amountCents).toBeNull();
  });
});
