// Generated GraphQL inputs for the fuzz suite, derived from the schema's own input types, so that a
// mutation added later is fuzzed as it is. Each value mixes what a real client sends (named by the
// argument: card numbers, emails, store ids), hostile text (SQL, script, paths, control and unusual
// Unicode, huge strings) and, in a share of the inputs, wrong types that only variables can carry.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/** Real values the fuzz may use so that valid-looking inputs reach deep into the services. */
export interface KnownValues {
  cardNumbers: string[];
  orderIds: string[];
  rewardIds: string[];
}

export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR 1=1 --',
  '1); DELETE FROM member_cards; --',
  "x' UNION SELECT password_hash FROM member_accounts --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/shadow',
  '%s%s%s%n%x',
  '${7*7}{{7*7}}#{7*7}',
  '__proto__',
  'constructor',
  '{"$ne": null}',
  '\u0000',
  'nul\u0000in the middle',
  '\u202Eevil\u202C',
  '\uFEFF\u200B\u200D',
  'Zalgo: Z̵̡̛͓̈ą̶̈́l̷̰̾g̷͓̈o̸̹͝',
  '☕️🦄👩‍👩‍👧🇺🇸',
  '\uD83D',
  '𝕳𝖊𝖑𝖑𝖔',
  '０１２３４５６７８９０１２３',
  '٠١٢٣٤٥٦٧٨٩٠١٢٣',
  ' ',
  '',
  '\n\t\r',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '4242424242424242',
  '7000 1000 0000 0015',
  '-70001000000015',
];

const HUGE_STRINGS = [
  'A'.repeat(100_000),
  'é'.repeat(10_000),
  '☕'.repeat(10_000),
  '9'.repeat(5000),
  `<${'div>'.repeat(4000)}`,
];

const uuid = fc.uuid();
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** Valid-looking text for an argument or field, chosen by its name. */
function plausibleString(hint: string, known: KnownValues): fc.Arbitrary<string> {
  const name = hint.toLowerCase();
  const from = (values: readonly string[]) => (values.length > 0 ? fc.constantFrom(...values) : uuid);
  if (name.includes('card')) {
    return fc.oneof(
      from(known.cardNumbers),
      fc.constantFrom('70001000000015', '70001000000023', '70001000000056', '7000 1000 0000 0064'),
      digits(14),
      digits(13),
      digits(16),
    );
  }
  if (name.includes('email')) {
    return fc.oneof(fc.emailAddress(), fc.constantFrom('ada@example.com', 'ADA@EXAMPLE.COM', 'not-an-email'));
  }
  if (name.includes('phone'))
    return fc.oneof(digits(10), fc.constantFrom('(602) 555-0134', '+1 602 555 0134'));
  if (name.includes('password')) return fc.constantFrom('espresso-1', 'cortado-22', 'short', 'x'.repeat(300));
  if (name === 'orderid' || name === 'id' || name.includes('reward')) {
    return fc.oneof(from(known.orderIds), from(known.rewardIds), uuid, fc.constantFrom('1', 'abc'));
  }
  if (name.includes('cartid') || name.includes('claimid')) return uuid;
  if (name.includes('paymentintent') || name === 'token') {
    return fc.oneof(
      uuid.map((u) => `pi_${u.replaceAll('-', '')}`),
      fc.constantFrom('pi_123', ''),
    );
  }
  if (name.includes('status')) {
    return fc.constantFrom(
      'ORDER_RECEIVED',
      'ORDER_READY',
      'ORDER_COMPLETE',
      'ORDER_REFUND_PROCESSED',
      'DONE',
    );
  }
  if (name.includes('pickuplocation'))
    return fc.constantFrom('IN_STORE', 'DRIVE_THRU', 'PARKING_LOT', 'ROOF');
  if (name.includes('currency')) return fc.constantFrom('usd', 'USD', 'eur', '');
  if (name.includes('category')) return fc.constantFrom('Online Ordering Help', 'Other');
  if (name.includes('birth') || name.includes('date')) {
    return fc.constantFrom('1990-12-09', '2023-02-30', '2999-01-01', '12/09/1990');
  }
  if (name === 'time')
    return fc.constantFrom(new Date(Date.now() + 3_600_000).toISOString(), '2020-01-01T00:00:00Z', 'soon');
  if (name === 'state') return fc.constantFrom('NY', 'ny', 'ZZ', 'DC');
  if (name.includes('postal') || name.includes('zip'))
    return fc.oneof(digits(5), fc.constantFrom('1234', 'ABCDE'));
  if (name.includes('medium')) return fc.constantFrom('BrewlineCard', 'None', 'Other');
  return fc.oneof(
    fc.constantFrom(
      'Ada',
      'Lovelace',
      'Toyota',
      'Corolla',
      'blue',
      'New York',
      '1 Main St',
      'The lid was loose.',
    ),
    fc.string({ maxLength: 30 }),
  );
}

function plausibleInt(hint: string): fc.Arbitrary<number> {
  const name = hint.toLowerCase();
  if (name.includes('storeid')) return fc.constantFrom(101, 102, 103, 4, 0, 999_999);
  if (name.includes('productid')) return fc.constantFrom(301, 302, 303, 401, 1, 999_999);
  if (name.includes('sizeid')) return fc.integer({ min: 1, max: 6 });
  if (name.includes('versionid')) return fc.integer({ min: 1, max: 4 });
  if (name.includes('modifierid')) return fc.constantFrom(104, 201, 1, 999);
  if (name.includes('quantity')) return fc.integer({ min: 0, max: 12 });
  if (name.includes('planid')) return fc.integer({ min: 1, max: 3 });
  if (name.includes('year')) return fc.integer({ min: 1900, max: 2100 });
  if (/amount|total|subtotal|tax|balance/.test(name))
    return fc.constantFrom(0, 1, 50, 425, 500, 1000, 50_000, 50_001);
  return fc.integer({ min: 0, max: 1000 });
}

const hostileInt = fc.constantFrom(-1, 0, -2_147_483_648, 2_147_483_647, 1_000_000_000);

/** A value of the wrong shape, which only variables can carry this far. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, '12', 'true', 2_147_483_648, 2 ** 53 + 2, 1.5, -0.0001, 1e21),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 3,
  }),
  fc.string({ maxLength: 10 }),
  fc.double(),
);

interface Shape {
  known: KnownValues;
  /** Allow wrong types and nulls where the schema says no. */
  illTyped: boolean;
  /** Inside a list, no huge strings: one request stays near the body limit, not far past it. */
  inList: boolean;
}

function stringValue(hint: string, shape: Shape): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: plausibleString(hint, shape.known) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: shape.inList ? 0 : 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  );
}

function leafValue(type: GraphQLInputType, hint: string, shape: Shape): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isEnumType(named)) {
    return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), fc.constant('NOT_A_VALUE'));
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return fc.oneof({ weight: 5, arbitrary: plausibleInt(hint) }, { weight: 2, arbitrary: hostileInt });
      case 'Float':
        return fc.oneof(
          fc.constantFrom(40.7128, -74.006, 0, 91, -181, 1e308),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        );
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return fc.oneof(stringValue(hint, shape), plausibleInt(hint));
      default:
        return stringValue(hint, shape);
    }
  }
  return fc.constant(null);
}

/** A value for an input type: what a client could send in a variable of that type. */
export function inputValue(
  type: GraphQLInputType,
  hint: string,
  shape: Shape,
  depth = 0,
): fc.Arbitrary<unknown> {
  const wrapWrong = (arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    shape.illTyped ? fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: wrongType }) : arbitrary;
  if (isNonNullType(type)) return inputValue(type.ofType, hint, shape, depth);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 10, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const item = inputValue(type.ofType, hint, { ...shape, inList: true }, depth + 1);
    return wrapWrong(
      fc.oneof(
        { weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) },
        { weight: depth === 0 ? 1 : 0, arbitrary: fc.array(item, { minLength: 40, maxLength: 120 }) },
      ),
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) {
      const value = inputValue(field.type, field.name, shape, depth + 1);
      record[field.name] = isNonNullType(field.type) || !shape.illTyped ? value : nullable(value);
    }
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    const object = fc.record(record, { requiredKeys: required });
    // Ill-typed inputs also drop a required field now and then, or add one the type does not have.
    const shaped = shape.illTyped
      ? fc.tuple(object, fc.nat({ max: 9 }), fc.constantFrom(...required, '')).map(([value, roll, drop]) => {
          const copy: Record<string, unknown> = { ...value };
          if (roll === 0 && drop) delete copy[drop];
          if (roll === 1) copy['notAField'] = 1;
          return copy;
        })
      : object;
    return wrapWrong(shaped);
  }
  return wrapWrong(leafValue(type, hint, shape));
}

/** Variables for every argument of a field, well-typed or (in a share of inputs) not. */
export function argumentsFor(
  field: GraphQLField<unknown, unknown>,
  known: KnownValues,
): fc.Arbitrary<{
  illTyped: boolean;
  variables: Record<string, unknown>;
}> {
  const build = (illTyped: boolean) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const arg of field.args) {
      const value = inputValue(arg.type, arg.name, { known, illTyped, inList: false });
      record[arg.name] =
        illTyped && isNonNullType(arg.type)
          ? fc.oneof({ weight: 12, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
          : value;
    }
    const required = field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
    return fc
      .record(record, { requiredKeys: illTyped ? [] : required })
      .map((variables) => ({ illTyped, variables }));
  };
  return fc.oneof({ weight: 7, arbitrary: build(false) }, { weight: 3, arbitrary: build(true) });
}

/** A selection of the return type: its leaf fields, and its objects' leaves one level down. */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const fieldType = getNamedType(field.type);
    if (isLeafType(fieldType)) parts.push(field.name);
    else if (depth < 2) parts.push(`${field.name} ${selectionFor(field.type, depth + 1)}`);
  }
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

/** The document for a root field, every argument passed as a variable. */
export function operationDocument(kind: 'mutation' | 'query', field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionFor(field.type)} }`;
}

/** Every string inside a value: the answer may quote them back, which is not a leak. */
export function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      stringsIn(item, found);
    }
  }
  return found;
}
