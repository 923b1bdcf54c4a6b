import { siteSecurityCheckFormId, type SecurityCheck } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCrewDayFactories,
  signaturePng,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { pdfTextLines } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';

// The crew papers in their reader's language, with names that need more than WinAnsi.
const ctx = useTestApp();
let f: CrewDayFactories;
const longName = {
  firstName: 'Maximiliaan Alexander',
  lastName: 'van den Bergh Oudegeest Łukaszewicz',
};

/** A crew led by a chief who reads the app in `language`, with two members. */
const crewIn = async (language: string) => {
  const chief = await f.crewMember({}, { language });
  const setup = await f.crewWithPosition({
    date: '2026-11-23',
    crewChiefPersonId: chief.person.id,
    crew: { name: 'Gŵyl Łódź', contactOnSiteName: 'Siân Ŷr' },
  });
  for (const values of [longName, { firstName: 'Łucja', lastName: 'Źdźbło' }]) {
    const member = await f.crewMember(values);
    await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: member.person.id,
      status: 'confirmed',
      checkInAt: new Date('2026-11-23T07:00:00Z'),
      checkOutAt: new Date('2026-11-23T15:30:00Z'),
    });
  }
  return { crewId: setup.crew.id, token: await ctx.login(chief.credentials) };
};

const pdfText = async (url: string, token: string) => {
  const response = await ctx.request('GET', url, { token });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfTextLines(response.rawPayload);
};

beforeAll(() => {
  f = createCrewDayFactories(ctx.handle.db);
});

describe('crew papers', () => {
  it('prints the crew chief sheet in Welsh with whole names', async () => {
    const { crewId, token } = await crewIn('cy');
    const lines = await pdfText(`/api/v1/projectCrews/${crewId}/crewChiefSheet`, token);
    expect(lines).toContain('Taflen pennaeth criw');
    expect(lines).toContain('Criw: Gŵyl Łódź');
    expect(lines).toContain('Cyswllt ar y safle: Siân Ŷr');
    const text = lines.join(' ');
    expect(text).toContain(`${longName.firstName} ${longName.lastName}`);
    expect(text).toContain('Łucja Źdźbło');
    expect(text).not.toMatch(/\.\.\.|…|\?/);
  });

  it('prints the delivery note in Dutch', async () => {
    const { crewId, token } = await crewIn('nl');
    const lines = await pdfText(`/api/v1/projectCrews/${crewId}/deliveryNote`, token);
    expect(lines).toContain('Afleverbon');
    expect(lines.some((line) => line.startsWith('Crewchef: '))).toBe(true);
    expect(lines).toContain('2 personen, 17.00 uur');
    expect(lines.join(' ')).toContain('Łucja Źdźbło');
  });

  it('prints the security check questions in French, then the signed answers', async () => {
    const { crewId, token } = await crewIn('fr');
    const opened = await ctx.request('POST', `/api/v1/projectCrews/${crewId}/securityChecks`, {
      token,
      body: { formId: siteSecurityCheckFormId, date: '2026-11-23', shift: 'jour' },
    });
    const check = opened.json<SecurityCheck>();
    const draft = await pdfText(`/api/v1/crewChecks/${check.id}/download`, token);
    expect(draft).toContain('Contrôle de sécurité');
    expect(draft).toContain('Contrôle de sécurité du site, 2026-11-23 (jour)');
    expect(draft.join(' ')).toContain('Les issues de secours sont connues et dégagées');
    expect(draft.join(' ')).toContain('L’équipe a reçu une consigne de sécurité');

    const signed = await ctx.request('POST', `/api/v1/crewChecks/${check.id}/download/signed`, {
      token,
      body: {
        signature: signaturePng,
        answers: { 'La trousse de premiers secours est présente': true, Remarques: 'd’arachides' },
      },
    });
    expect(signed.statusCode).toBe(200);
    const copy = (await pdfText(`/api/v1/crewChecks/${check.id}/download`, token)).join(' ');
    expect(copy).toContain('La trousse de premiers secours est présente Oui');
    expect(copy).toContain('Remarques d’arachides');
    expect(copy).toMatch(/Signé par .+ le 2026-11-23 à \d\d:\d\d/);
  });
});
