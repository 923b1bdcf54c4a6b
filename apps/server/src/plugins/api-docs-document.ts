import type { OpenAPIV3 } from 'openapi-types';
import { isUpload } from './api-docs-operations';

// Touches up the whole generated document where a route-by-route view is not enough: the tag
// list, the real media types of file answers, multipart bodies of uploads and OpenAPI 3.0's
// rules for nullable schemas.

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary: OpenAPIV3.SchemaObject = { type: 'string', format: 'binary' };

/** The media types of the file answers, by path (first match wins). */
const fileTypes: [RegExp, string[]][] = [
  [/\.ics$/, ['text/calendar']],
  [
    /\/companies\/.*\/export|socialSecurityDocuments|exportProjectCalculationDocuments/,
    ['application/zip'],
  ],
  [/\/export/, [xlsx]],
  [/\/profilePictures\//, ['image/jpeg', 'image/png']],
  [/\/report$|deliveryNote|crewChiefSheet|\/download(\/signed)?$/, ['application/pdf']],
  // Stored files (documents, attachments, question files) keep the type they were uploaded as.
  [/./, ['application/octet-stream']],
];

const fileDescription = 'The file bytes (see Content-Type)';

const isFileAnswer = (response: OpenAPIV3.ResponseObject) =>
  Object.values(response.content ?? {}).some(
    (media) =>
      (media.schema as OpenAPIV3.SchemaObject | undefined)?.description === fileDescription,
  );

const fileContent = (path: string): Record<string, OpenAPIV3.MediaTypeObject> => {
  const types = fileTypes.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  return Object.fromEntries(
    types.map((type) => [type, { schema: { ...binary, description: fileDescription } }]),
  );
};

const uploadBody: OpenAPIV3.RequestBodyObject = {
  required: true,
  description: 'multipart/form-data: the form fields the summary names, then the file part',
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { ...binary, description: 'The file, as the last part' } },
        additionalProperties: { type: 'string' },
      },
    },
  },
};

/** OpenAPI 3.0 wants a type beside `nullable`, and a nullable enum must list null itself. */
const fixNullable = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(fixNullable);
  if (typeof value !== 'object' || value === null) return;
  const schema = value as Record<string, unknown> & { enum?: unknown[]; anyOf?: unknown[] };
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = [...schema.anyOf, { type: 'string', nullable: true, enum: [null] }];
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  Object.values(schema).forEach(fixNullable);
};

type Operation = OpenAPIV3.OperationObject;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation, each its own copy: the variants of a multi-method route share one object. */
const operationsOf = (document: OpenAPIV3.Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const shared = item?.[method];
      if (!item || !shared) return [];
      const operation: Operation = structuredClone(shared);
      item[method] = operation;
      return [{ path, method, operation }];
    }),
  );

/**
 * A route serving GET and POST shares one schema, so both variants got the same derived id:
 * each takes its own method in front. Writes under /api need the XSRF header besides the login.
 */
const finishOperation = (path: string, method: (typeof methods)[number], operation: Operation) => {
  operation.operationId = operation.operationId?.replace(/^(get|put|post|delete|patch)/, method);
  if (method === 'get' || !path.startsWith('/api/')) return;
  const requirements = operation.security?.length ? operation.security : [{}];
  operation.security = requirements.map((requirement) => ({ ...requirement, xsrf: [] }));
};

export const finishDocument = (document: OpenAPIV3.Document): OpenAPIV3.Document => {
  const operations = operationsOf(document);
  for (const { path, method, operation } of operations) {
    finishOperation(path, method, operation);
    for (const response of Object.values(operation.responses)) {
      const answer = response as OpenAPIV3.ResponseObject;
      if (isFileAnswer(answer)) answer.content = fileContent(path);
    }
    if (isUpload(operation) && !operation.requestBody) operation.requestBody = uploadBody;
  }
  fixNullable(document.paths);
  fixNullable(document.components);
  const tags = [...new Set(operations.flatMap(({ operation }) => operation.tags ?? []))].sort();
  return {
    ...document,
    tags: tags.map((name) => ({ name, description: `Operations on ${name}` })),
  };
};
