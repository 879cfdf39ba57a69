import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Output contracts (issue 8, point 10): server code names the columns a caller may see. A whole
 * table (bare select() or returning(), getTableColumns, a spread table, a relational query
 * without `columns`) would hand a future column, a token or a hash say, to every caller.
 */
function findWholeTableReads(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const tables = new Set<string>();
  const found: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && /db\/schema/.test((node.moduleSpecifier as ts.StringLiteral).text)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) tables.add(el.name.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      const args = node.arguments.length;
      if ((name === 'select' || name === 'selectDistinct' || name === 'returning') && args === 0) {
        found.push(`${where(node)} ${name}() without columns`);
      }
      if (name === 'selectDistinctOn' && args < 2) found.push(`${where(node)} selectDistinctOn() without columns`);
      if (name === 'getTableColumns') found.push(`${where(node)} getTableColumns() selects every column`);
      if ((name === 'findFirst' || name === 'findMany') && ts.isPropertyAccessExpression(callee)) {
        const options = node.arguments[0];
        const named = options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => p.name?.getText() === 'columns');
        if (!named) found.push(`${where(node)} ${name}() without columns`);
      }
    }
    if (ts.isSpreadAssignment(node) && ts.isIdentifier(node.expression) && tables.has(node.expression.text)) {
      found.push(`${where(node)} spreads the table ${node.expression.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const root = path.resolve(__dirname, '../../src/server');
// seeds load reference rows and answer nobody; everything else in the server may reach a caller
const skipped = [path.join(root, 'db/seed')];

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skipped.includes(full)) return [];
    if (entry.isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('output contracts', () => {
  it('server code names the columns it reads and returns, never a whole table', () => {
    const files = serverFiles(root);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => findWholeTableReads(path.relative(root, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check catches each way of reading a whole table', () => {
    const source = `
      import { articles, users } from '../../db/schema';
      import { getTableColumns } from 'drizzle-orm';
      const a = db.select().from(articles);
      const b = db.selectDistinct().from(articles);
      const c = db.insert(users).values(v).returning();
      const d = db.select({ ...getTableColumns(users) }).from(users);
      const e = db.select({ ...articles }).from(articles);
      const f = db.query.users.findFirst({ where: eq(users.id, id) });
      const g = db.selectDistinctOn([articles.id]).from(articles);
      const fine = db.select({ id: articles.id }).from(articles).returning({ id: articles.id });
      const alsoFine = db.query.users.findMany({ columns: { id: true } });
    `;
    expect(findWholeTableReads('example.ts', source).map((line) => line.replace(/^example\.ts:\d+ /, ''))).toEqual([
      'select() without columns',
      'selectDistinct() without columns',
      'returning() without columns',
      'getTableColumns() selects every column',
      'spreads the table articles',
      'findFirst() without columns',
      'selectDistinctOn() without columns',
    ]);
  });
});
