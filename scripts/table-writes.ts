import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * A server module writes only its own tables (issue 26): the tables declared in its `*.schema.ts` files. Reads of
 * another module's tables are the import rules' business (.dependency-cruiser.cjs); writes are found here, in the
 * code, because an import alone does not say whether a table is read or written. A write is a Drizzle
 * `.insert(table)`, `.update(table)` or `.delete(table)`, or SQL text `insert into`, `update … set`, `delete from`
 * naming the table (by `${table}` or by its name).
 */

const modulesDir = "packages/server/src/modules";
const writeMethods = new Set(["insert", "update", "delete"]);
const sqlWrite = /(insert\s+into|update|delete\s+from)\s*$/i;
const sqlWriteByName = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export interface TableWrite {
  file: string;
  line: number;
  table: string;
  owner: string;
}

/** Every write, in a module's code (tests aside), to a table another module owns. */
export function tableWritesOutsideOwner(root: string): TableWrite[] {
  const files = moduleFiles(path.join(root, modulesDir));
  const tableOwners = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith(".schema.ts"))) {
    const owner = moduleOf(root, file);
    for (const match of readFileSync(file, "utf8").matchAll(/pgTable\(\s*"([a-z0-9_]+)"/g)) {
      tableOwners.set(match[1] as string, owner);
    }
  }
  return files
    .filter((file) => !file.endsWith(".schema.ts"))
    .flatMap((file) => writesIn(root, file, tableOwners))
    .filter((write) => write.owner !== moduleOf(root, path.join(root, write.file)));
}

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function moduleOf(root: string, file: string): string {
  return path.relative(path.join(root, modulesDir), file).split(path.sep)[0] as string;
}

function writesIn(root: string, file: string, tableOwners: Map<string, string>): TableWrite[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const importedTables = schemaImports(root, file, source);
  const writes: TableWrite[] = [];
  const record = (node: ts.Node, owner: string | undefined, table: string) => {
    if (!owner) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    writes.push({ file: path.relative(root, file), line, table, owner });
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      writeMethods.has(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    ) {
      const table = node.arguments[0].text;
      record(node, importedTables.get(table), table);
    }
    if (ts.isTemplateExpression(node)) {
      node.templateSpans.forEach((span, index) => {
        const before = index === 0 ? node.head.text : (node.templateSpans[index - 1]?.literal.text ?? "");
        if (ts.isIdentifier(span.expression) && sqlWrite.test(before)) {
          record(span, importedTables.get(span.expression.text), span.expression.text);
        }
      });
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isTemplateHead(node)) {
      for (const match of node.text.matchAll(sqlWriteByName)) {
        const table = match[1] as string;
        record(node, tableOwners.get(table), table);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The names this file imports from a module's schema files, each with the module that owns it. */
function schemaImports(root: string, file: string, source: ts.SourceFile): Map<string, string> {
  const tables = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.resolve(path.dirname(file), statement.moduleSpecifier.text);
    if (!target.endsWith(".schema.ts") || !target.startsWith(path.join(root, modulesDir))) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) tables.set(element.name.text, moduleOf(root, target));
  }
  return tables;
}
