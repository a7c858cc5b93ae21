import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { builder } from './builder.js';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string with a time zone (2026-11-29T12:00:00.000Z).',
  serialize: (value) => (value as Date).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' && /T.*(Z|[+-]\d\d:?\d\d)$/.test(value) ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 string with a time zone, such as 2026-11-29T12:00:00Z');
    }
    return date;
  },
});

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      throw new GraphQLError('JSON literals cannot contain variables');
  }
}

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
