import ts from 'typescript';
import { resolve } from 'node:path';
import type { RouteAnswer, Schema } from '../../src/openapi/route-answer';

export interface AnswerSchemas {
  /** `ControllerClass.method` → its answer. */
  routes: Record<string, RouteAnswer>;
  /** Named types the answers reference (`#/components/schemas/<name>`). */
  schemas: Record<string, Schema>;
}

/** The type `null`: OpenAPI 3.0 spells it as a nullable type whose one value is null. */
const NULL_ONLY: Schema = { type: 'string', nullable: true, enum: [null] };

const ROOT = resolve(__dirname, '../../..');
const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'Head', 'Options', 'All']);

/**
 * Reads every controller under server/src with the TypeScript checker and turns each route's
 * declared return type (`Promise<CarView>`, `{ data: StoreView; message: string }`) into a JSON
 * schema, so the API description is the very type the handler is compiled against: change a view
 * and `npm run api:types` (checked by a test) changes the document and the client's types.
 */
export function readAnswerSchemas(): AnswerSchemas {
  const configPath = resolve(ROOT, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const controllers = config.fileNames.filter((file) => file.includes('/server/src/') && /controller\.ts$/.test(file));
  const errorFile = resolve(ROOT, 'server/src/shared/http/all-exceptions.filter.ts');
  const program = ts.createProgram([...controllers, errorFile], config.options);
  const checker = program.getTypeChecker();
  const converter = new SchemaConverter(checker, aliasNames(program));
  const routes: Record<string, RouteAnswer> = {};
  for (const file of controllers.sort()) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !hasDecorator(statement, new Set(['Controller']))) continue;
      // Its own routes and those it extends (a place's shared routes), typed as this controller has them.
      for (const route of checker.getPropertiesOfType(checker.getTypeAtLocation(statement))) {
        const method = route.valueDeclaration;
        if (!method || !ts.isMethodDeclaration(method) || !hasDecorator(method, HTTP_METHODS)) continue;
        routes[`${statement.name.text}.${route.name}`] = converter.answerOf(
          method,
          checker.getTypeOfSymbolAtLocation(route, statement),
        );
      }
    }
  }
  converter.named(program.getSourceFile(errorFile), 'ErrorBody');
  return { routes: sortedKeys(routes), schemas: sortedKeys(converter.schemas) };
}

/** Every exported type alias of the server, by the type it resolves to (the first name wins). */
function aliasNames(program: ts.Program): Map<ts.Type, string> {
  const checker = program.getTypeChecker();
  const names = new Map<ts.Type, string>();
  const files = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && /\/(server\/src|shared)\//.test(file.fileName));
  for (const file of files.sort((a, b) => (a.fileName < b.fileName ? -1 : 1))) {
    for (const statement of file.statements) {
      if (!ts.isTypeAliasDeclaration(statement) || statement.typeParameters) continue;
      const type = checker.getTypeAtLocation(statement.name);
      if (type.flags & ts.TypeFlags.Object && !names.has(type)) names.set(type, statement.name.text);
    }
  }
  return names;
}

function hasDecorator(node: ts.HasDecorators, names: Set<string>): boolean {
  return (ts.getDecorators(node) ?? []).some((decorator) => {
    const call = decorator.expression;
    return ts.isCallExpression(call) && ts.isIdentifier(call.expression) && names.has(call.expression.text);
  });
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function firstSentence(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  const end = line.search(/\.(\s|$)/);
  return (end > 0 ? line.slice(0, end) : line).trim();
}

/** Types as JSON carries them: what `JSON.stringify` sends for the handler's value. */
class SchemaConverter {
  readonly schemas: Record<string, Schema> = {};
  private readonly naming = new Map<ts.Type, string>();

  constructor(
    private readonly checker: ts.TypeChecker,
    /** Shapes named only by an alias the checker does not keep (`type CarView = ReturnType<typeof toCarView>`). */
    private readonly aliases: Map<ts.Type, string>,
  ) {}

  /** Registers an exported type that no route returns (the error body every error answer shares). */
  named(source: ts.SourceFile | undefined, name: string): void {
    const declaration = source?.statements.find(
      (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === name,
    );
    if (!declaration || !ts.isInterfaceDeclaration(declaration)) throw new Error(`${name} is not declared where expected`);
    this.schemaOf(this.checker.getTypeAtLocation(declaration.name));
  }

  /** A route's answer: its documentation's first sentence and its return type (`type`: the method's, as its controller has it). */
  answerOf(method: ts.MethodDeclaration, type: ts.Type): RouteAnswer {
    const signature = type.getCallSignatures().at(0);
    const docs = ts.displayPartsToString(this.checker.getSymbolAtLocation(method.name)?.getDocumentationComment(this.checker));
    const summary = firstSentence(docs);
    const answer: RouteAnswer = summary ? { summary } : {};
    if (!signature) return answer;
    const returned = this.awaited(signature.getReturnType());
    if (returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) return answer;
    return { ...answer, schema: this.schemaOf(returned) };
  }

  private awaited(type: ts.Type): ts.Type {
    return this.checker.getAwaitedType(type) ?? type;
  }

  schemaOf(type: ts.Type): Schema {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Null) return NULL_ONLY;
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [this.checker.typeToString(type) === 'true'] };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (flags & ts.TypeFlags.BigIntLike) return { type: 'string' };
    if (type.isUnion()) return this.unionOf(type.types);
    const name = this.checker.typeToString(type);
    if (name === 'Date') return { type: 'string', format: 'date-time' };
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: items.length === 1 ? this.schemaOf(items[0]) : this.unionOf([...items]) };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.objectOf(type);
    return {};
  }

  private unionOf(members: ts.Type[]): Schema {
    const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
    const present = members.filter(
      (member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
    );
    const withNull = (schema: Schema): Schema => {
      if (!nullable) return schema;
      // OpenAPI 3.0 has no null type, and `nullable` beside a $ref or inside a composition is ignored
      // by validators: null is one more alternative.
      if ('$ref' in schema) return { anyOf: [schema, NULL_ONLY] };
      if (Array.isArray(schema.anyOf)) return { anyOf: [...(schema.anyOf as Schema[]), NULL_ONLY] };
      return { ...schema, nullable: true };
    };
    // Always null (a field kept for the older client's shape, never filled).
    if (present.length === 0) return NULL_ONLY;
    // `true | false` is how the checker spells boolean.
    if (present.every((member) => member.flags & ts.TypeFlags.BooleanLiteral)) {
      return withNull(present.length === 2 ? { type: 'boolean' } : this.schemaOf(present[0]));
    }
    const schemas = present.map((member) => this.schemaOf(member));
    if (schemas.length === 1) return withNull(schemas[0]);
    const kinds = new Set(schemas.map((schema) => schema.type));
    if (schemas.every((schema) => Array.isArray(schema.enum) && !schema.nullable) && kinds.size === 1) {
      return withNull({ type: schemas[0].type, enum: schemas.flatMap((schema) => schema.enum as unknown[]) });
    }
    // A TypeScript union need not be exclusive: anyOf, not oneOf.
    return withNull({ anyOf: schemas });
  }

  private objectOf(type: ts.Type): Schema {
    const name = this.componentName(type);
    if (name && this.naming.get(type) === name) return { $ref: `#/components/schemas/${name}` };
    if (name) {
      this.naming.set(type, name);
      this.schemas[name] = {};
      this.schemas[name] = this.objectBody(type);
      return { $ref: `#/components/schemas/${name}` };
    }
    return this.objectBody(type);
  }

  private objectBody(type: ts.Type): Schema {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration
        ? this.checker.getTypeOfSymbolAtLocation(property, declaration)
        : this.checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue; // methods are not sent
      let schema = this.schemaOf(propertyType);
      const description = firstParagraph(ts.displayPartsToString(property.getDocumentationComment(this.checker)));
      if (description) schema = '$ref' in schema ? { allOf: [schema], description } : { ...schema, description };
      properties[property.name] = schema;
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || propertyType.flags & ts.TypeFlags.Undefined;
      if (!optional) required.push(property.name);
    }
    const schema: Schema = { type: 'object', properties };
    if (required.length) schema.required = required;
    const index = this.checker.getIndexInfosOfType(type).at(0);
    if (index) schema.additionalProperties = this.schemaOf(index.type);
    return schema;
  }

  /** Named interfaces, classes and aliases become components; anonymous shapes stay inline. */
  private componentName(type: ts.Type): string | undefined {
    const known = this.aliases.get(type);
    if (known) return known;
    const alias = type.aliasSymbol;
    const symbol = alias ?? type.getSymbol();
    if (!symbol || symbol.name.startsWith('__')) return undefined;
    const declaration = symbol.declarations?.[0];
    if (!declaration || declaration.getSourceFile().fileName.includes('/node_modules/')) return undefined;
    if (
      !ts.isInterfaceDeclaration(declaration) &&
      !ts.isClassDeclaration(declaration) &&
      !ts.isTypeAliasDeclaration(declaration)
    ) {
      return undefined;
    }
    const reference = type as Partial<ts.TypeReference>;
    const args = alias
      ? (type.aliasTypeArguments ?? [])
      : reference.target
        ? this.checker.getTypeArguments(type as ts.TypeReference)
        : [];
    const suffix = args.map((arg) => this.componentName(arg) ?? this.checker.typeToString(arg).replace(/[^A-Za-z0-9]+/g, '_'));
    const name = [symbol.name, ...suffix].join('_');
    const taken = [...this.naming.entries()].find(([other, known]) => known === name && other !== type);
    return taken ? `${name}_${this.naming.size}` : name;
  }
}

function firstParagraph(text: string): string | undefined {
  const paragraph = text
    .split(/\n\s*\n/)[0]
    ?.replace(/\s+/g, ' ')
    .trim();
  return paragraph || undefined;
}
