import { describe, expect, it } from 'vitest';
import { electivePointsOf } from './education.service';

const module = (type: string, points: number | null, finished = false, status: string | null = null) => ({
  type,
  points,
  finished,
  status,
});

describe('electivePointsOf (spec 2 §9: one definition for Opleidingsgegevens and the portfolio)', () => {
  it('counts finished IKO/EKO points as achieved, the others as planned, and the rest of the hours as to plan', () => {
    const modules = [
      module('IKO', 4, false, 'finished'),
      module('EKO', 2, true),
      module('IKO', 1, false, 'excemption'),
      module('EKO', 6, false, 'definitely_placed'),
      module('IO', 10, true),
      module('STA', 5, true),
      module('IKO', null),
    ];
    expect(electivePointsOf(40, modules)).toEqual({ total: 40, achieved: 7, planned: 6, todo: 27 });
  });

  it('never has a negative number still to plan: max(total - achieved - not yet achieved, 0)', () => {
    expect(electivePointsOf(8, [module('IKO', 4, true), module('EKO', 6)])).toEqual({
      total: 8,
      achieved: 4,
      planned: 6,
      todo: 0,
    });
  });

  it("the demo's case: 24 achieved of the 40 asked, 16 still to plan", () => {
    expect(electivePointsOf(40, [module('IKO', 12, true), module('EKO', 12, true)])).toMatchObject({
      total: 40,
      achieved: 24,
      todo: 16,
    });
  });
});
