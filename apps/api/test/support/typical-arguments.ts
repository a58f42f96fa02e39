// Arguments a real client could send to any operation of the schema, derived from its argument types
// and names: enough to get past input validation, so that a refusal is about who is asking. Values
// named in `overrides` (by argument or input field name) replace the typical ones, e.g. another
// member's card number.
import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

export type Overrides = Readonly<Record<string, unknown>>;

function typicalString(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('card')) return '70001000000015';
  if (n.includes('email')) return 'ada@example.com';
  if (n.includes('phone')) return '6025550134';
  if (n.includes('password')) return 'espresso-1';
  if (n.includes('currency')) return 'usd';
  if (n.includes('category')) return 'Online Ordering Help';
  if (n.includes('pickuplocation')) return 'IN_STORE';
  if (n.includes('status')) return 'ORDER_RECEIVED';
  if (n.includes('state')) return 'NY';
  if (n.includes('postal') || n.includes('zip')) return '10001';
  if (n.includes('city')) return 'Phoenix';
  if (n.includes('paymentintent') || n === 'token') return 'pi_0000000000000000';
  if (n.endsWith('id') || n === 'before') return randomUUID();
  return 'Ada';
}

function typicalInt(name: string): number {
  const n = name.toLowerCase();
  if (n.includes('store')) return 118;
  if (n.includes('product')) return 301;
  if (n.includes('size')) return 3;
  if (n.includes('plan')) return 1;
  if (n.includes('quantity') || n.includes('limit')) return 1;
  if (/amount|total|balance/.test(n)) return 500;
  return 1;
}

export function typicalValue(type: GraphQLInputType, name: string, overrides: Overrides = {}): unknown {
  if (name in overrides) return overrides[name];
  if (isNonNullType(type)) return typicalValue(type.ofType, name, overrides);
  if (isListType(type)) {
    const item = getNamedType(type);
    // Lists of objects stay empty (an empty cart is refused for what it is); lists of ids get one.
    return isInputObjectType(item) ? [] : [typicalValue(type.ofType, name, overrides)];
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || field.name in overrides) {
        value[field.name] = typicalValue(field.type, field.name, overrides);
      }
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  switch (type.name) {
    case 'Int':
      return typicalInt(name);
    case 'Float':
      return name.toLowerCase().includes('lat') ? 33.45 : -112.07;
    case 'Boolean':
      return true;
    default:
      return typicalString(name);
  }
}

/** Variables for every argument, required ones always, optional ones when overridden. */
export function typicalArguments(
  field: GraphQLField<unknown, unknown>,
  overrides: Overrides = {},
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (isNonNullType(arg.type) || arg.name in overrides)
      variables[arg.name] = typicalValue(arg.type, arg.name, overrides);
  }
  return variables;
}

/** Every argument name and input field name an operation takes, at any depth. */
export function inputNames(field: GraphQLField<unknown, unknown>): Set<string> {
  const names = new Set<string>();
  const visit = (type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    for (const inner of Object.values(named.getFields())) {
      names.add(inner.name);
      visit(inner.type, new Set([...seen, named.name]));
    }
  };
  for (const arg of field.args) {
    names.add(arg.name);
    visit(arg.type, new Set());
  }
  return names;
}
