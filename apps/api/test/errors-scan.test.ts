// One way to fail, checked on the source: only the mapping point (src/graphql/errors.ts) builds a
// GraphQL error, and every refusal's text is the catalogue's (a `messages.X(...)` call or a value
// that came from one), never a sentence written where the refusal is made.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const API_SOURCE = join(import.meta.dirname, '../src');
/** The mapping point, and the JSON shape it shares with answers made outside execution. */
const MAPPING_POINT = new Set(['graphql/errors.ts', 'http/refusal-json.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Strings written in place: a literal, a template, or one inside `a + b`, `a ?? b`, `c ? a : b`. */
function writtenText(node: ts.Expression, constants: ReadonlyMap<string, ts.Expression>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return node.getText();
  if (ts.isParenthesizedExpression(node)) return writtenText(node.expression, constants);
  if (ts.isBinaryExpression(node))
    return writtenText(node.left, constants) ?? writtenText(node.right, constants);
  if (ts.isConditionalExpression(node))
    return writtenText(node.whenTrue, constants) ?? writtenText(node.whenFalse, constants);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? writtenText(value, constants) : null;
  }
  return null;
}

interface ErrorProblem {
  readonly file: string;
  readonly line: number;
  readonly problem: string;
}

/** What breaks the rule in one file's text. */
function errorProblems(file: string, text: string): ErrorProblem[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  const problems: ErrorProblem[] = [];
  const report = (node: ts.Node, problem: string) =>
    problems.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, problem });
  const mappingPoint = MAPPING_POINT.has(file);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    if (!mappingPoint) {
      if (ts.isNewExpression(node) && /\b(GraphQLError|ErrorWithProps)$/.test(node.expression.getText()))
        report(node, `builds ${node.expression.getText()} outside the mapping point`);
      if (ts.isHeritageClause(node) && node.types.some((type) => /GraphQLError/.test(type.getText())))
        report(node, 'extends GraphQLError outside the mapping point');
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'extensions')
        report(node, 'writes GraphQL error extensions outside the mapping point');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Refusals are checked once every constant of the file is known.
  const refusals = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'Refusal') {
      const message = node.arguments?.[1];
      const written = message ? writtenText(message, constants) : null;
      if (written) report(node, `refuses with a text not from the catalogue: ${written}`);
    }
    ts.forEachChild(node, refusals);
  };
  refusals(source);
  return problems;
}

describe('one way to fail', () => {
  it('builds GraphQL errors only at the mapping point, with texts from the catalogue', () => {
    const problems = sourceFiles(API_SOURCE).flatMap((path) =>
      errorProblems(relative(API_SOURCE, path).replaceAll('\\', '/'), readFileSync(path, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('finds each way around the rule', () => {
    const file = 'modules/example/example-service.ts';
    const problems = errorProblems(
      file,
      [
        "const SORRY = 'Sorry.';",
        "throw new GraphQLError('No.', { extensions: { code: 'INVALID_INPUT' } });",
        "throw new mercurius.ErrorWithProps('No.', {}, 400);",
        'class Mine extends GraphQLError {}',
        "throw new Refusal('INVALID_INPUT', 'Written here.');",
        "throw new Refusal('INVALID_INPUT', `Ask for ${max} at most.`);",
        "throw new Refusal('INVALID_INPUT', found ? messages.CHECK_FIELDS() : 'Here too.');",
        "throw new Refusal('FORBIDDEN', SORRY);",
        "throw new Refusal('INVALID_INPUT', messages.CHECK_FIELDS(), { fieldErrors });",
        "throw new Refusal('INVALID_INPUT', outcome.message);",
      ].join('\n'),
    );
    expect(problems.map((p) => [p.line, p.problem])).toEqual([
      [2, 'builds GraphQLError outside the mapping point'],
      [2, 'writes GraphQL error extensions outside the mapping point'],
      [3, 'builds mercurius.ErrorWithProps outside the mapping point'],
      [4, 'extends GraphQLError outside the mapping point'],
      [5, "refuses with a text not from the catalogue: 'Written here.'"],
      [6, 'refuses with a text not from the catalogue: `Ask for ${max} at most.`'],
      [7, "refuses with a text not from the catalogue: 'Here too.'"],
      [8, "refuses with a text not from the catalogue: 'Sorry.'"],
    ]);
    expect(errorProblems('graphql/errors.ts', "new GraphQLError('x', { extensions: {} });")).toEqual([]);
  });
});
