import {
  type ASTNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  GraphQLBoolean,
  GraphQLInt,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
  valueFromAST,
  visit,
} from 'graphql';
import { CONTENT_BYTES_PER_POINT } from './meter.js';

// What an operation asks for, worked out before it runs, with its variables: the most nodes it can
// return (GitHub's node limit) and its cost in points. Each document (one object per query text,
// src/document-cache.ts) is compiled once into functions of its variables; a document whose cost
// depends on no variable is evaluated once. graphql-query-complexity was the candidate: it walks the
// whole document and coerces every argument (a 500-item batch input included) on each request, 26 µs
// for a command's document against 0.15 µs here (docs/performance.md), and yields one number per
// walk where this needs two (nodes and connection reads).

/** A connection field's page size when neither `first` nor `last` is given: Pothos field extensions. */
export interface PagedFieldExtensions {
  defaultPageSize?: number;
}
/** A batch mutation field names the input field holding its items; its results list is marked (src/schema/batch.ts). */
export interface BatchFieldExtensions {
  batchItems?: string;
  batchResults?: boolean;
}
/**
 * A field whose size an argument bounds (Event.payload's maxContentBytes): given, each selection
 * counts that many bytes plus `overhead` as content; not given, its bytes are charged once it has run.
 */
export interface ContentFieldExtensions {
  contentBytes?: { argument: string; overhead: number };
}

/**
 * Checks a field's resolver would make of its arguments as it runs (a cursor, a list's length), made
 * before anything runs instead: each returns the issue, or undefined when the value is fine (null
 * and absent values are not checked).
 */
export interface ArgumentCheckExtensions {
  checkArguments?: Record<string, (value: unknown) => string | undefined>;
}

/** Nodes the operation can return, and the connection reads (requests) it takes to return them. */
export interface Measure {
  nodes: number;
  reads: number;
  /** A mutation's own points: 1 per mutation field, plus its items for a batch (0 for a query). */
  base: number;
  /** The mutation fields it runs (0 for a query). */
  fields: number;
  /**
   * Field selections, fragments expanded (each connection's selection once, not per item): what
   * executing it must walk, however few nodes it returns. A document can name at most the token
   * limit's worth; fragments spread over and over can name exponentially many.
   */
  selections: number;
  /** Content bytes it may return, where an argument bounds them (ContentFieldExtensions). */
  bytes: number;
}
export interface Estimate extends Measure {
  operation: 'query' | 'mutation' | 'subscription';
  /** Points: one per 100 connection reads (rounded, at least 1 for a query), plus a mutation's base. */
  points: number;
}

export interface PlanLimits {
  maxPageSize: number;
  /** Items over this are refused by the batch itself (ValidationError): counted up to it. */
  maxBatch: number;
}

/** An argument out of range, refused before anything runs (so a mutation's selection cannot fail after it wrote). */
export class ArgumentRefusal extends Error {
  constructor(
    readonly argument: string,
    readonly issue: string,
    readonly field: string,
  ) {
    super(`${argument} ${issue}`);
  }
}

/** A page size out of range: the connection's own refusal, given before anything runs. */
export class PageSizeRefusal extends ArgumentRefusal {
  constructor(
    argument: 'first' | 'last',
    readonly max: number,
    field: string,
  ) {
    super(argument, `must be between 1 and ${max}`, field);
  }
}

interface Inputs {
  /** Int and Boolean variables, coerced as execution coerces them. */
  coerced: Record<string, unknown>;
  /** The request's variables as sent (batch inputs: only their length is read). */
  raw: Record<string, unknown>;
}
type Count = (inputs: Inputs) => Measure;
/** A batch field's item count. */
type Items = (inputs: Inputs) => number;
type Condition = (inputs: Inputs) => boolean;

const ZERO: Measure = { nodes: 0, reads: 0, base: 0, fields: 0, selections: 0, bytes: 0 };
const constant = (measure: Measure): Count & { fixed: Measure } => Object.assign(() => measure, { fixed: measure });
const fixedOf = (count: Count): Measure | undefined => (count as { fixed?: Measure }).fixed;

/** The sum of several counts, folded to a constant when each is. */
function sum(counts: Count[]): Count {
  const live = counts.filter((c) => fixedOf(c) !== ZERO);
  if (live.length === 0) return constant(ZERO);
  if (live.every((c) => fixedOf(c))) {
    const total = live.reduce((t, c) => add(t, fixedOf(c)!), ZERO);
    return constant(total);
  }
  return (inputs) => live.reduce((t, c) => add(t, c(inputs)), ZERO);
}
const add = (a: Measure, b: Measure): Measure => ({
  nodes: a.nodes + b.nodes,
  reads: a.reads + b.reads,
  base: a.base + b.base,
  fields: a.fields + b.fields,
  selections: a.selections + b.selections,
  bytes: a.bytes + b.bytes,
});

/**
 * A count evaluated at most once per estimate: a fragment spread many times (a fragment bomb spreads
 * each level twice) is compiled once and evaluated once, never expanded.
 */
function oncePerEstimate(count: Count): Count {
  if (fixedOf(count)) return count;
  let last: Inputs | undefined;
  let value = ZERO;
  return (inputs) => {
    if (inputs !== last) {
      value = count(inputs);
      last = inputs;
    }
    return value;
  };
}

/**
 * The largest of several counts (the possible runtime types of an abstract selection), but the
 * selections of all of them: execution prepares every branch.
 */
function max(counts: Count[]): Count {
  const live = counts.filter((c) => fixedOf(c) !== ZERO);
  if (live.length === 0) return constant(ZERO);
  if (live.length === 1) return live[0]!;
  const larger = (a: Measure, b: Measure) => (b.nodes > a.nodes || (b.nodes === a.nodes && b.reads > a.reads) ? b : a);
  const combine = (measures: Measure[]): Measure => ({
    ...measures.reduce(larger),
    selections: measures.reduce((total, m) => total + m.selections, 0),
  });
  if (live.every((c) => fixedOf(c))) return constant(combine(live.map((c) => fixedOf(c)!)));
  return (inputs) => combine(live.map((c) => c(inputs)));
}

/** Whether a selection's @skip/@include let it run; undefined when it always runs. */
function conditionOf(node: { readonly directives?: readonly DirectiveNode[] | undefined }): Condition | undefined {
  const tests: Condition[] = [];
  for (const directive of node.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const value = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    if (!value) continue;
    const wanted = name === 'include';
    tests.push((inputs) => valueFromAST(value, GraphQLBoolean, inputs.coerced) === wanted);
  }
  if (tests.length === 0) return undefined;
  return (inputs) => tests.every((test) => test(inputs));
}

const when = (condition: Condition | undefined, count: Count): Count =>
  !condition || fixedOf(count) === ZERO ? count : (inputs) => (condition(inputs) ? count(inputs) : ZERO);

interface Compiler {
  schema: GraphQLSchema;
  limits: PlanLimits;
  fragments: Map<string, SelectionSetNode & { typeCondition: string }>;
  /** Compiled fragments, by name, runtime type and batch: each compiled once (a cycle counts 0). */
  fragmentCounts: Map<string, Count>;
  batchKeys: Map<Items, number>;
  /** The Mutation type, when the operation is a mutation: its fields carry their own points. */
  mutationRoot: GraphQLObjectType | undefined;
  /** Set when a count reads the variables as sent (a batch's items), so the estimate is not kept. */
  readsVariables: boolean;
  /** Variables a checked argument reads (ArgumentCheckExtensions): coerced as execution coerces them. */
  checkedVariables: Set<string>;
}

/** Whether `type` (a concrete type) is, or belongs to, the type named `condition`. */
function satisfies(compiler: Compiler, type: GraphQLObjectType, condition: string | undefined): boolean {
  if (!condition || condition === type.name) return true;
  const named = compiler.schema.getType(condition);
  return !!named && isAbstractType(named) && compiler.schema.isSubType(named, type);
}

/** The count of a selection set under a parent of type `type` (the largest over its possible types). */
function compileSelection(compiler: Compiler, selections: SelectionSetNode, type: GraphQLNamedType, batch?: Items): Count {
  const runtimeTypes = isAbstractType(type) ? compiler.schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
  return max(runtimeTypes.map((runtime) => selectionOn(compiler, selections, runtime, batch)));
}

/** The count of a selection set on one runtime type: its fields, inline fragments and spreads, summed. */
function selectionOn(compiler: Compiler, selections: SelectionSetNode, runtime: GraphQLObjectType, batch?: Items): Count {
  const parts: Count[] = [];
  for (const selection of selections.selections) {
    const condition = conditionOf(selection);
    if (selection.kind === Kind.FIELD) {
      const count =
        runtime === compiler.mutationRoot
          ? compileMutationField(compiler, runtime, selection)
          : compileField(compiler, runtime, selection, batch);
      parts.push(when(condition, count));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (satisfies(compiler, runtime, selection.typeCondition?.name.value))
        parts.push(when(condition, selectionOn(compiler, selection.selectionSet, runtime, batch)));
    } else {
      const fragment = compiler.fragments.get(selection.name.value);
      if (fragment && satisfies(compiler, runtime, fragment.typeCondition))
        parts.push(when(condition, fragmentOn(compiler, selection.name.value, fragment, runtime, batch)));
    }
  }
  return sum(parts);
}

function fragmentOn(
  compiler: Compiler,
  name: string,
  fragment: SelectionSetNode,
  runtime: GraphQLObjectType,
  batch: Items | undefined,
): Count {
  let batchKey = 0;
  if (batch) {
    batchKey = compiler.batchKeys.get(batch) ?? compiler.batchKeys.size + 1;
    compiler.batchKeys.set(batch, batchKey);
  }
  const key = `${name}|${runtime.name}|${batchKey}`;
  const known = compiler.fragmentCounts.get(key);
  if (known) return known;
  // Validation refuses cycles; should one reach here, it counts nothing rather than recursing.
  compiler.fragmentCounts.set(key, constant(ZERO));
  const count = oncePerEstimate(selectionOn(compiler, fragment, runtime, batch));
  compiler.fragmentCounts.set(key, count);
  return count;
}

/** A mutation field: its own points (1, and its items for a batch), then its selection as any field's. */
function compileMutationField(compiler: Compiler, root: GraphQLObjectType, node: FieldNode): Count {
  const list = (root.getFields()[node.name.value]?.extensions as BatchFieldExtensions | undefined)?.batchItems;
  const items = list ? batchItems(compiler, node, list) : undefined;
  const selection = compileField(compiler, root, node, items);
  if (!items) return sum([selection, constant({ ...ZERO, base: 1, fields: 1 })]);
  return (inputs) => add(selection(inputs), { ...ZERO, base: 1 + items(inputs), fields: 1 });
}

/** A page size argument's value as execution will see it: a literal or a variable (coerced). */
function argumentValue(field: FieldNode, name: string): ((inputs: Inputs) => number | null | undefined) | undefined {
  const node = field.arguments?.find((a) => a.name.value === name)?.value;
  if (!node) return undefined;
  if (node.kind === Kind.NULL) return () => null;
  return (inputs) => valueFromAST(node, GraphQLInt, inputs.coerced) as number | null | undefined;
}

/** The page size a connection resolver will use (the smaller of first and last given, else its default), or its refusal. */
function pageSize(compiler: Compiler, parent: GraphQLObjectType, field: FieldNode, fallback: number): (inputs: Inputs) => number {
  const first = argumentValue(field, 'first');
  const last = argumentValue(field, 'last');
  const { maxPageSize } = compiler.limits;
  const coordinate = `${parent.name}.${field.name.value}`;
  const checked = (size: number, argument: 'first' | 'last') => {
    if (!Number.isInteger(size) || size < 1 || size > maxPageSize) throw new PageSizeRefusal(argument, maxPageSize, coordinate);
    return size;
  };
  // The same rule as requestedSize (src/schema/paging.ts): each of first and last given is checked.
  return (inputs: Inputs) => {
    const f = first?.(inputs);
    const l = last?.(inputs);
    if (f == null && l == null) return checked(fallback, 'first');
    return Math.min(f == null ? maxPageSize : checked(f, 'first'), l == null ? maxPageSize : checked(l, 'last'));
  };
}

/**
 * A field's count, its arguments checked first (ArgumentCheckExtensions): an argument its resolver
 * would refuse is refused before anything runs, so that no selection of a mutation fails after it wrote.
 */
function compileField(compiler: Compiler, parent: GraphQLObjectType, node: FieldNode, batch?: Items): Count {
  const count = countField(compiler, parent, node, batch);
  const field = parent.getFields()[node.name.value];
  const checks = (field?.extensions as ArgumentCheckExtensions | undefined)?.checkArguments;
  if (!field || !checks) return count;
  const coordinate = `${parent.name}.${field.name}`;
  const tests: ((inputs: Inputs) => void)[] = [];
  for (const argument of node.arguments ?? []) {
    const check = checks[argument.name.value];
    const type = field.args.find((a) => a.name === argument.name.value)?.type;
    if (!check || !type) continue;
    for (const name of variablesIn(argument.value)) compiler.checkedVariables.add(name);
    tests.push((inputs) => {
      // undefined: a value execution refuses itself, with its own error, before any resolver runs.
      const value = valueFromAST(argument.value, type, inputs.coerced);
      const issue = value == null ? undefined : check(value);
      if (issue) throw new ArgumentRefusal(argument.name.value, issue, coordinate);
    });
  }
  if (tests.length === 0) return count;
  return (inputs) => {
    for (const test of tests) test(inputs);
    return count(inputs);
  };
}

function variablesIn(value: ASTNode): string[] {
  const names: string[] = [];
  visit(value, { Variable: (variable) => void names.push(variable.name.value) });
  return names;
}

function countField(compiler: Compiler, parent: GraphQLObjectType, node: FieldNode, batch?: Items): Count {
  const ONE = constant({ ...ZERO, selections: 1 });
  const name = node.name.value;
  if (name.startsWith('__')) return ONE;
  const field = parent.getFields()[name];
  if (!field) return ONE;
  if (!node.selectionSet) return leafField(field.extensions as ContentFieldExtensions, parent, node, ONE);
  const named = getNamedType(field.type);
  if (!isCompositeType(named)) return ONE;
  const { defaultPageSize, batchResults } = field.extensions as PagedFieldExtensions & BatchFieldExtensions;
  const inBatch = batch && batchResults ? batch : undefined;
  const child = compileSelection(compiler, node.selectionSet, named, inBatch ? undefined : batch);
  if (defaultPageSize !== undefined) {
    const size = pageSize(compiler, parent, node, defaultPageSize);
    // A connection: its page of items, each with its own selection; one read, plus each item's reads.
    return (inputs) => {
      const n = size(inputs);
      const c = child(inputs);
      return {
        nodes: n * (1 + c.nodes),
        reads: 1 + n * c.reads,
        base: 0,
        fields: 0,
        selections: 1 + c.selections,
        bytes: n * c.bytes,
      };
    };
  }
  if (inBatch) {
    // A batch's results: one per item, each with its own selection.
    return (inputs) => {
      const items = inBatch(inputs);
      const c = child(inputs);
      return {
        nodes: items * (1 + c.nodes),
        reads: items * c.reads,
        base: 0,
        fields: 0,
        selections: 1 + c.selections,
        bytes: items * c.bytes,
      };
    };
  }
  // Any other object or list (a command's written events, at most a few): its selection, once.
  return sum([ONE, child]);
}

/** A scalar field: one selection, and the content bytes its bounding argument allows when given. */
function leafField(extensions: ContentFieldExtensions, parent: GraphQLObjectType, node: FieldNode, one: Count): Count {
  const bound = extensions.contentBytes;
  const value = bound && argumentValue(node, bound.argument);
  if (!bound || !value) return one;
  return (inputs) => {
    const max = value(inputs);
    if (max != null && max < 0)
      throw new ArgumentRefusal(bound.argument, 'must be 0 or more', `${parent.name}.${node.name.value}`);
    return { ...ZERO, selections: 1, bytes: max == null ? 0 : max + bound.overhead };
  };
}

/** The items a batch mutation field was given: its input list's length (execution refuses anything else). */
function batchItems(compiler: Compiler, node: FieldNode, listField: string): Items {
  const input = node.arguments?.find((a) => a.name.value === 'input')?.value;
  const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : value == null ? 0 : 1);
  // Over the maximum the batch refuses itself (ValidationError) and runs nothing: counted as one over it.
  const capped = (n: number) => Math.min(n, compiler.limits.maxBatch + 1);
  if (input?.kind === Kind.VARIABLE) {
    const name = input.name.value;
    compiler.readsVariables = true;
    return (inputs) => capped(lengthOf((inputs.raw[name] as Record<string, unknown> | null | undefined)?.[listField]));
  }
  const list = input?.kind === Kind.OBJECT ? input.fields.find((f) => f.name.value === listField)?.value : undefined;
  if (list?.kind === Kind.VARIABLE) {
    const name = list.name.value;
    compiler.readsVariables = true;
    return (inputs) => capped(lengthOf(inputs.raw[name]));
  }
  const n = capped(list?.kind === Kind.LIST ? list.values.length : list ? 1 : 0);
  return () => n;
}

/** A compiled operation: its estimate for the variables sent; undefined when execution will refuse them. */
type Plan = (raw: Record<string, unknown> | undefined) => Estimate | undefined;

function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  limits: PlanLimits,
): Plan {
  const fragments = new Map<string, SelectionSetNode & { typeCondition: string }>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, { ...definition.selectionSet, typeCondition: definition.typeCondition.name.value });
  }
  const kind = operation.operation as Estimate['operation'];
  const root = schema.getRootType(operation.operation);
  if (!root) return () => undefined;
  const compiler: Compiler = {
    schema,
    limits,
    fragments,
    fragmentCounts: new Map(),
    batchKeys: new Map(),
    mutationRoot: kind === 'mutation' ? root : undefined,
    readsVariables: false,
    checkedVariables: new Set(),
  };
  const total = selectionOn(compiler, operation.selectionSet, root);
  // A query of nothing but its own cost (`rateLimit`) is free: a client over its budget can still ask how long to wait.
  const free =
    kind === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && ['rateLimit', '__typename'].includes(selection.name.value),
    );
  const estimate = (inputs: Inputs): Estimate => {
    const measure = total(inputs);
    const readPoints = Math.round(measure.reads / 100 + measure.bytes / CONTENT_BYTES_PER_POINT);
    const points = kind === 'mutation' ? measure.base + readPoints : free ? 0 : Math.max(1, readPoints);
    return { operation: kind, ...measure, points };
  };
  // The variables that can change the count (page sizes and conditions: Int, Boolean) or be refused
  // by a check, coerced as execution does.
  const definitions = (operation.variableDefinitions ?? []).filter(
    (definition) => isCountVariable(definition) || compiler.checkedVariables.has(definition.variable.name.value),
  );
  if (definitions.length === 0 && !compiler.readsVariables) {
    let fixed: Estimate | undefined;
    return () => {
      fixed ??= estimate({ coerced: {}, raw: {} });
      return fixed;
    };
  }
  return (raw) => {
    const sent = raw ?? {};
    if (definitions.length === 0) return estimate({ coerced: {}, raw: sent });
    const { coerced, errors } = getVariableValues(schema, definitions, sent);
    if (errors || !coerced) return undefined;
    return estimate({ coerced, raw: sent });
  };
}

function isCountVariable(definition: VariableDefinitionNode): boolean {
  const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
  return type.kind === Kind.NAMED_TYPE && (type.name.value === 'Int' || type.name.value === 'Boolean');
}

/**
 * The plans of one schema's documents, compiled on first use and kept as long as the document is
 * (documentCache keeps one object per query text).
 */
export class CostPlans {
  readonly #plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: PlanLimits,
  ) {}

  /** The estimate of `operationName` in `document` for these variables; undefined when execution will refuse its variables. */
  estimate(
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | undefined,
  ): Estimate | undefined {
    let byName = this.#plans.get(document);
    if (!byName) {
      byName = new Map();
      this.#plans.set(document, byName);
    }
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (!plan) {
      const operation = getOperationAST(document, operationName);
      plan = operation ? compileOperation(this.schema, document, operation, this.limits) : () => undefined;
      byName.set(key, plan);
    }
    return plan(variables);
  }
}
