import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { attackDamage, hitRoll, swingDamage } from "../src/index.js";

const die = fc.integer({ min: 1, max: 6 });

describe("swingDamage (fast path)", () => {
  test.prop([die, die, fc.integer({ min: -5, max: 20 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 14 }), fc.array(die, { maxLength: 4 }), fc.integer({ min: -3, max: 10 }), fc.constantFrom(1, 1.5, 2, 3, 9)])(
    "W-QS.7-3 W-QS.7-5 W-QS.7-6 W-QS.7-7 W-10.3.1-1 W-5.3.2-1 W-AMB-61 agrees with hitRoll then attackDamage for two Hit dice, with either Critical Hit reading",
    (a, b, modifier, hitBonus, al, faces, damageBonus, mult) => {
      const sum = faces.reduce((x, y) => x + y, 0);
      const multipliers = mult === 9 ? [3, 3] : [mult];
      for (const criticalHitAlwaysHits of [false, true]) {
        const h = hitRoll({ faces: [a, b], modifier, bonus: hitBonus, criticalHitAlwaysHits }, al);
        const expected = h.critical === "miss" ? -1 : h.hit ? attackDamage({ faces, modifier, bonus: damageBonus, multipliers, critical: h.critical === "hit" }) : 0;
        expect(swingDamage(a, b, modifier, hitBonus, al, sum, damageBonus, mult, criticalHitAlwaysHits)).toBe(expected);
      }
      expect(swingDamage(a, b, modifier, hitBonus, al, sum, damageBonus, mult)).toBe(swingDamage(a, b, modifier, hitBonus, al, sum, damageBonus, mult, false));
    },
  );
});
