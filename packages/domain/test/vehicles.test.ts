import { describe, expect, it } from 'vitest';
import { VEHICLE_MAKES } from '../src/orders/vehicle-makes.ts';
import {
  VEHICLE_COLORS,
  VEHICLE_MAKE_NAMES,
  findMake,
  findModel,
  isKnownMake,
  isVehicleColor,
  makeKind,
  modelsForMake,
} from '../src/orders/vehicles.ts';
import { bestMatch, suggest, suggestMakes, suggestModels } from '../src/orders/vehicle-suggestions.ts';

describe('vehicle data', () => {
  it('holds about 190 makes of every kind, each named once with models', () => {
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(185);
    expect(new Set(VEHICLE_MAKES.map((m) => m.make.toLowerCase())).size).toBe(VEHICLE_MAKES.length);
    for (const kind of ['car', 'motorcycle', 'powersports', 'truck']) {
      expect(VEHICLE_MAKES.filter((m) => m.kind === kind).length).toBeGreaterThanOrEqual(20);
    }
    for (const make of VEHICLE_MAKES) {
      expect(make.models.length, make.make).toBeGreaterThan(0);
      expect(new Set(make.models).size, make.make).toBe(make.models.length);
    }
  });

  it('lists makes alphabetically', () => {
    expect(VEHICLE_MAKE_NAMES[0]).toBe('Acura');
    expect(VEHICLE_MAKE_NAMES).toContain('Harley-Davidson');
    expect(VEHICLE_MAKE_NAMES.at(-1)).toBe('Zero');
  });

  it('offers the nine colors', () => {
    expect(VEHICLE_COLORS).toEqual([
      'White',
      'Gray',
      'Black',
      'Red',
      'Orange',
      'Yellow',
      'Green',
      'Blue',
      'Purple',
    ]);
    expect(isVehicleColor('Gray')).toBe(true);
    expect(isVehicleColor('Grey')).toBe(false);
  });

  it('looks makes and models up in any case', () => {
    expect(findMake(' toyota ')).toBe('Toyota');
    expect(findMake('Toyoda')).toBeNull();
    expect(isKnownMake('KENWORTH')).toBe(true);
    expect(makeKind('Ski-Doo')).toBe('powersports');
    expect(makeKind('Nope')).toBeNull();
    expect(modelsForMake('tesla')).toContain('Model Y');
    expect(modelsForMake('Nope')).toEqual([]);
    expect(findModel('Ford', 'f-150')).toBe('F-150');
    expect(findModel('Ford', 'Camry')).toBeNull();
  });
});

describe('fuzzy pickers', () => {
  it('puts an exact match first with rating 1', () => {
    const [first] = suggestMakes('ram');
    expect(first).toEqual({ value: 'Ram', rating: 1 });
  });

  it('finds makes from a prefix, a nickname or a typo', () => {
    expect(suggestMakes('toy')[0]?.value).toBe('Toyota');
    expect(suggestMakes('chevy')[0]?.value).toBe('Chevrolet');
    expect(suggestMakes('volkswagon')[0]?.value).toBe('Volkswagen');
    expect(suggestMakes('harley')[0]?.value).toBe('Harley-Davidson');
    expect(suggestMakes('land')[0]?.value).toBe('Land Rover');
  });

  it('gives at most 11 suggestions, best first, all rated above 0', () => {
    const suggestions = suggestMakes('h');
    expect(suggestions).toHaveLength(11);
    for (const [i, s] of suggestions.entries()) {
      expect(s.rating).toBeGreaterThan(0);
      if (i > 0) expect(s.rating).toBeLessThanOrEqual(suggestions[i - 1]?.rating ?? 1);
    }
  });

  it('suggests nothing for blank or unrelated input', () => {
    expect(suggestMakes('   ')).toEqual([]);
    expect(suggestMakes('zzzz')).toEqual([]);
    expect(suggestMakes('toy', 0)).toEqual([]);
  });

  it('suggests models of the chosen make only', () => {
    expect(suggestModels('Toyota', 'cam')[0]?.value).toBe('Camry');
    expect(suggestModels('Yamaha', 'tenere')[0]?.value).toBe('Ténéré 700');
    expect(suggestModels('Nope', 'cam')).toEqual([]);
  });

  it('applies the best match on blur, or nothing', () => {
    expect(bestMatch('mercedes', VEHICLE_MAKE_NAMES)).toBe('Mercedes-Benz');
    expect(bestMatch('qqqq', VEHICLE_MAKE_NAMES)).toBeNull();
    expect(suggest('blue', ['Red', 'Blue'])).toEqual([{ value: 'Blue', rating: 1 }]);
  });
});
