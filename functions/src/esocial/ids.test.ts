import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventIdGenerator, eventId, eventIdPattern, idInscription, nextSequenceId, parseEventId, saoPauloDateTime, saoPauloTimestamp } from './ids';
import { xsdDirectory } from './validate';

describe('event Ids (ID + tpInsc + nrInsc(14) + AAAAMMDDHHMMSS + sequential(5))', () => {
  it('completes a CNPJ root with six zeros on the right and uses Brasília time', () => {
    // Prepare: 17:03:22 UTC is 14:03:22 in São Paulo.
    const at = new Date('2026-05-10T17:03:22Z');

    // Act
    const id = eventId({ tpInsc: 1, nrInsc: '11222333' }, at, 1);

    // Assess
    expect(id).toBe('ID1112223330000002026051014032200001');
    expect(id).toHaveLength(36);
  });

  it('keeps the 14 digits of a full CNPJ and completes a CPF with three zeros', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(eventId({ tpInsc: 1, nrInsc: '11222333000181' }, at, 7)).toBe('ID1112223330001812026010200040500007');
    expect(eventId({ tpInsc: 2, nrInsc: '11144477735' }, at, 99_999)).toBe('ID2111444777350002026010200040599999');
  });

  it('matches the TS_Id pattern of tipos.xsd', () => {
    const tipos = readFileSync(join(xsdDirectory(), 'S-1.3', 'tipos.xsd'), 'utf8');
    const pattern = /<xs:simpleType name="TS_Id">[\s\S]*?<xs:pattern value="([^"]+)"/.exec(tipos)?.[1];
    expect(pattern).toBe('ID\\d{1}[A-Z0-9]{12}\\d{21}');
    const id = eventId({ tpInsc: 1, nrInsc: '11222333' }, new Date(), 1);
    expect(new RegExp(`^${pattern}$`).test(id)).toBe(true);
    expect(eventIdPattern.test(id)).toBe(true);
  });

  it('refuses sequentials outside 1..99999 and inscriptions that do not fit the type', () => {
    const at = new Date();
    expect(() => eventId({ tpInsc: 1, nrInsc: '11222333' }, at, 0)).toThrow(RangeError);
    expect(() => eventId({ tpInsc: 1, nrInsc: '11222333' }, at, 100_000)).toThrow(RangeError);
    expect(() => idInscription({ tpInsc: 2, nrInsc: '11222333' })).toThrow(RangeError);
    expect(() => idInscription({ tpInsc: 1, nrInsc: '1122233300018' })).toThrow(RangeError);
  });

  it('reads the parts of an Id back', () => {
    expect(parseEventId('ID1112223330000002026051014032200042')).toEqual({
      tpInsc: 1,
      nrInsc: '11222333000000',
      timestamp: '20260510140322',
      sequence: 42,
    });
    expect(parseEventId('ID11122233300000020260510140322')).toBeNull();
  });

  it('grows the sequential within one second and restarts it at 1 the next second, per employer', () => {
    // Prepare: a clock that stays in one second for three calls, then moves on.
    const instants = ['2026-05-10T17:03:22.100Z', '2026-05-10T17:03:22.500Z', '2026-05-10T17:03:22.900Z', '2026-05-10T17:03:23.000Z'];
    let call = 0;
    const next = createEventIdGenerator(() => new Date(instants[Math.min(call++, instants.length - 1)] as string));
    const demo = { tpInsc: 1, nrInsc: '11222333' } as const;
    const other = { tpInsc: 1, nrInsc: '99888777' } as const;

    // Act
    const ids = [next(demo), next(demo), next(other), next(demo)];

    // Assess
    expect(ids.map((id) => id.slice(17))).toEqual(['2026051014032200001', '2026051014032200002', '2026051014032200001', '2026051014032300001']);
  });
});

describe('São Paulo time', () => {
  it('formats the timestamp of the Id and the offset date-time of the returns', () => {
    const at = new Date('2026-12-31T23:59:59Z');
    expect(saoPauloTimestamp(at)).toBe('20261231205959');
    expect(saoPauloDateTime(at)).toBe('2026-12-31T20:59:59-03:00');
  });
});

describe('idInscription: what fits each tpInsc', () => {
  it.each([
    [1, '11222333', '11222333000000'],
    [1, ' 11222333 ', '11222333000000'],
    [1, '12abc34d', '12ABC34D000000'],
    [1, '12ABC34D000195', '12ABC34D000195'],
    [2, '11144477735', '11144477735000'],
    [2, ' 11144477735', '11144477735000'],
  ] as const)('completes tpInsc %i nrInsc "%s" as %s', (tpInsc, nrInsc, expected) => {
    expect(idInscription({ tpInsc, nrInsc })).toBe(expected);
  });

  it.each([
    [2, '111444777350'],
    [2, 'x11144477735'],
    [2, '1114447773'],
    [1, '1122233'],
    [1, '12ABC34D0001AB'],
  ] as const)('refuses tpInsc %i nrInsc "%s", saying what fits', (tpInsc, nrInsc) => {
    expect(() => idInscription({ tpInsc, nrInsc })).toThrow(
      new RangeError(`nrInsc ${nrInsc} does not fit tpInsc ${tpInsc} (CNPJ root of 8, CNPJ of 14 or CPF of 11)`),
    );
  });

  it.each([0, 100_000, 1.5])('refuses the sequential %s, saying the range', (sequence) => {
    expect(() => eventId({ tpInsc: 1, nrInsc: '11222333' }, new Date(), sequence)).toThrow(
      new RangeError(`the sequential of an event Id goes from 1 to 99999, got ${sequence}`),
    );
  });
});

describe('nextSequenceId: the candidate after a claimed Id', () => {
  it.each([
    ['ID1112223330000002026051014032200001', 'ID1112223330000002026051014032200002'],
    ['ID1112223330000002026051014032200009', 'ID1112223330000002026051014032200010'],
    ['ID2111444777350002026010200040599998', 'ID2111444777350002026010200040599999'],
  ])('follows %s with %s (same employer, same second)', (id, next) => {
    expect(nextSequenceId(id)).toBe(next);
  });

  it('refuses to go past 99999 and refuses what is not an Id', () => {
    expect(() => nextSequenceId('ID1112223330000002026051014032299999')).toThrow(
      new RangeError('the sequential of an event Id goes from 1 to 99999, got 100000'),
    );
    expect(() => nextSequenceId('ID11122233300000020260510')).toThrow(new RangeError('ID11122233300000020260510 is not an event Id'));
  });
});
