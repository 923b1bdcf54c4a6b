import { writeFileSync } from 'node:fs';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const { Document, Spectral } = spectralCore;
const ctx = useTestApp();

describe('OpenAPI document', () => {
  it('passes Spectral with the oas recommended ruleset: no errors, no warnings', async () => {
    const spectral = new Spectral();
    // The rulesets package is typed against its own copy of spectral-core's types.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    await ctx.app.ready();
    const document = ctx.app.swagger();
    const results = await spectral.run(new Document(JSON.stringify(document), Json));
    const found = results.map(
      (result) =>
        `${['error', 'warning', 'info', 'hint'][result.severity]} ${result.code} ${result.path.join('.')}: ${result.message}`,
    );
    if (process.env.SPECTRAL_DUMP) {
      writeFileSync(process.env.SPECTRAL_DUMP, found.join('\n'));
      writeFileSync(`${process.env.SPECTRAL_DUMP}.json`, JSON.stringify(document, null, 1));
    }
    expect(found.filter((line) => /^(error|warning)/.test(line))).toEqual([]);
  });
});
