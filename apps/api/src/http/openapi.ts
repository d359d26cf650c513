import { z } from 'zod';
import { apiRouteEntries, LOCALES, ReplyCode, spellingsOf, type RouteDef, type RouteName } from '@portal/contracts';

// GET /api/openapi.json: the OpenAPI 3.1 document of the API, written from the API table of
// contracts (every route, its request and reply schemas through zod's JSON Schema output) and
// served as is; /api/docs shows it (http/docs.ts).

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): the input side of a request, the output side of a reply. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
}

const CODE_MEANINGS: Record<keyof typeof ReplyCode, string> = {
  ok: 'done',
  nameTaken: 'the name is taken',
  noSuchUser: 'no such user',
  denied: 'refused (a rule, or a staff role the route does not allow)',
  overBalance: 'more than the balance',
  transferFailed: 'the platform refused the transfer',
  transferPending: 'the transfer is not settled yet',
  unauthorized: 'not signed in, or the session ended',
  forbidden: 'forbidden',
  notFound: 'not found',
  inProgress: 'the same Idempotency-Key is still running',
  tooManyRequests: 'too many requests',
  serverError: 'unexpected failure',
  serviceBusy: 'the database cannot be reached now; nothing was written, the same request may be sent again',
  validation: 'the input broke a rule; `message` says which (localised)',
};

const replyCodes = Object.entries(ReplyCode) as [keyof typeof ReplyCode, number][];

function envelopeOf(data: JsonSchema): JsonSchema {
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data } }] };
}

function operation(name: RouteName, route: RouteDef, alias: number): JsonSchema {
  const source = route.source ?? 'body';
  const parameters: JsonSchema[] = [{ $ref: '#/components/parameters/Lang' }];
  if (route.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  let requestBody: JsonSchema | undefined;
  if (source === 'file') {
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
        },
      },
    };
  } else if (route.request && source === 'query') {
    const schema = jsonSchema(route.request, 'input');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [field, fieldSchema] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      parameters.push({ name: field, in: 'query', required: required.has(field), schema: fieldSchema });
    }
  } else if (route.request) {
    const schema = jsonSchema(route.request, 'input');
    requestBody = { required: true, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
  }
  const reply: JsonSchema =
    route.download === 'text/csv'
      ? {
          description: 'A CSV file (a download, not the envelope); a refusal is the envelope',
          content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
        }
      : {
          description: 'The envelope; `data` as below when `code` is 200',
          content: { 'application/json': { schema: envelopeOf(jsonSchema(route.reply, 'output')) } },
        };
  const who =
    route.realm === 'staff'
      ? `Staff: ${route.roles.join(', ')} (a super admin may call every route; another role gets code 203).`
      : route.realm === 'member'
        ? 'A signed-in member (code 401 otherwise).'
        : route.optionalMember
          ? 'Anyone; a member token, when sent, is read.'
          : 'Anyone.';
  return {
    operationId: alias === 0 ? name : `${name}~${alias}`,
    summary: route.summary,
    description: [
      who,
      route.idempotent ? 'Honours an Idempotency-Key: a replay gets the first reply and runs nothing.' : '',
      alias > 0 ? `Another path of \`${route.path}\`.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    tags: [name.slice(0, name.indexOf('.'))],
    security: route.realm === 'public' ? (route.optionalMember ? [{}, { bearer: [] }] : []) : [{ bearer: [] }],
    ...(route.realm === 'staff' ? { 'x-staff-roles': route.roles } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': reply,
      '404': {
        description: 'No such route (paths are case-sensitive, no trailing slash)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
      },
      '503': {
        description: 'The database cannot be reached now (code 503)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API table. What the server serves to anyone lists the member and
 * public routes only: the back office's paths, fields and roles are nobody's business outside it
 * (`{ staff: true }` adds them, for `pnpm --filter @portal/api openapi`).
 */
/** The back office's paths, its login included. */
const ADMIN_PREFIX = '/api/admin/';

export function openApiDocument({ staff = false }: { staff?: boolean } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, route] of apiRouteEntries()) {
    spellingsOf(route).forEach(({ method, path }, alias) => {
      if (!staff && (route.realm === 'staff' || path.startsWith(ADMIN_PREFIX))) return;
      (paths[path] ??= {})[method] = operation(name, route, alias);
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1',
      description: `Every reply is the envelope {code, message, data}: HTTP 200 with \`code\` 200 when done, another \`code\` when refused (see ReplyCode), \`message\` localised by the \`Lang\` header. ${staff ? 'Member and staff routes take `Authorization: Bearer <api_token>` (from /api/login or /api/admin/login).' : 'Member routes take `Authorization: Bearer <api_token>` (from /api/login).'} Money actions honour an \`Idempotency-Key\` header.`,
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: staff ? 'The api_token of /api/login (members) or /api/admin/login (staff)' : 'The api_token of /api/login',
        },
      },
      parameters: {
        Lang: {
          name: 'Lang',
          in: 'header',
          required: false,
          description: 'The language of `message` (zh_TW when absent)',
          schema: { type: 'string', enum: [...LOCALES] },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'One key per attempt of an action (1-128 visible ASCII characters): a repeat with the same key gets the first reply and runs nothing; the same key with another body is refused; one still running answers code 409.',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
        },
      },
      schemas: {
        ReplyCode: {
          type: 'integer',
          enum: replyCodes.map(([, code]) => code),
          description: replyCodes.map(([key, code]) => `${code} ${key}: ${CODE_MEANINGS[key]}`).join('; '),
        },
        Envelope: {
          type: 'object',
          properties: { code: { $ref: '#/components/schemas/ReplyCode' }, message: { type: 'string' }, data: {} },
          required: ['code', 'message', 'data'],
        },
      },
    },
  };
}
