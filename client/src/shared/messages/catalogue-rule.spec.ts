import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The catalogue rule (CONTRIBUTING.md, Client): what code chooses to tell a user — a notice
 * (toast), a validation message — comes from the message catalogue (`shared/messages/`), never an
 * Arabic literal at the call. A screen's own markup (headings, labels, buttons) is written in its
 * JSX and is not checked here.
 */
const SRC = join(__dirname, '..', '..');
const ARABIC = /[\u0600-\u06FF]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === __dirname ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** An Arabic text written at this spot: a string or template literal (its parts), or one inside `a ? b : c`. */
function arabicLiteral(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return ARABIC.test(node.text);
  if (ts.isTemplateExpression(node))
    return [node.head, ...node.templateSpans.map((span) => span.literal)].some((part) => ARABIC.test(part.text));
  if (ts.isConditionalExpression(node)) return arabicLiteral(node.whenTrue) || arabicLiteral(node.whenFalse);
  if (ts.isParenthesizedExpression(node)) return arabicLiteral(node.expression);
  return false;
}

/** The argument itself, or the message-like properties of an options object (`description`, `message`). */
function arabicArgument(node: ts.Node, properties: string[]): boolean {
  if (arabicLiteral(node)) return true;
  if (!ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) && properties.includes(property.name.getText()) && arabicLiteral(property.initializer),
  );
}

/** `toast.error`, `notify.success`, `form.setError`, `z.string().min`: the object, method and chain root. */
function callee(call: ts.CallExpression): { object: string; method: string; root: string } | null {
  if (!ts.isPropertyAccessExpression(call.expression)) return null;
  let root: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root)) root = root.expression;
  return { object: call.expression.expression.getText(), method: call.expression.name.text, root: root.getText() };
}

/** Each call in `code` that breaks the rule, as 'file:line what: code'. */
function violations(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(SRC, file)}:${line + 1} ${what}: ${node.getText().slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const call = callee(node);
      const args = [...node.arguments];
      if (call && ['toast', 'notify'].includes(call.object) && args.some((arg) => arabicArgument(arg, ['description']))) {
        report(node, 'a notice written in place');
      } else if (call?.root === 'z' && args.some((arg) => arabicArgument(arg, ['message', 'error']))) {
        report(node, 'a validation message written in place');
      } else if (call?.method === 'setError' && args.some((arg) => arabicArgument(arg, ['message']))) {
        report(node, 'a field error written in place');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the message catalogue rule', () => {
  const files = sources(SRC);

  it('reads the whole client', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.endsWith(join('features', 'stores', 'store-form-page.tsx')))).toBe(true);
  });

  it('finds an Arabic notice, validation message or field error written in place, and not one from the catalogue', () => {
    // The checker on a sample of each kind, so that a rule that could never fail is noticed.
    const broken = [
      `toast.error('تعذر الحفظ');`,
      'notify.success(`تم حفظ ${name}`);',
      `toast.error(arm.x.failed, { description: 'تفاصيل' });`,
      `toast.success(done ? 'تم' : arm.x.failed);`,
      `const schema = z.object({ name: z.string().trim().min(3, 'الاسم قصير') });`,
      `z.string().refine((v) => v !== '', { message: 'مطلوب' });`,
      `form.setError('name', { message: 'الاسم مستخدم' });`,
    ];
    for (const code of broken) expect({ code, found: violations('example.tsx', code).length }).toEqual({ code, found: 1 });
    const kept = [
      `toast.error(arm.stores.deleteFailed, { description: serverMessage(error) });`,
      `z.string().min(3, arm.stores.name);`,
      `form.setError(field, { message });`,
      `const heading = <h2>متاجري</h2>;`,
    ];
    for (const code of kept) expect({ code, found: violations('example.tsx', code) }).toEqual({ code, found: [] });
  });

  it('holds for every client file: notices and validation messages come from shared/messages', () => {
    expect(files.flatMap((file) => violations(file))).toEqual([]);
  });
});
