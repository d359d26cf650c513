import type { RequestHandler } from 'express';
import multer from 'multer';
import { invalid } from '../errors.js';
import { inputProblem } from './input-guard.js';

/**
 * One uploaded file read into memory (multer), as a route's `use` middleware. Whatever goes wrong
 * reading the form is the client's input, code 1000, never a 500: a file over `maxBytes`, a
 * truncated or malformed multipart body, a NUL in a file name or a field.
 */
export function singleFileUpload({ field, maxBytes }: { field: string; maxBytes: number }): RequestHandler {
  const read = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5 } }).single(field);
  return (req, res, next) => {
    read(req, res, (err: unknown) => {
      if (err) {
        const code = (err as { code?: unknown }).code;
        return next(invalid(code === 'LIMIT_FILE_SIZE' ? 'upload.tooLarge' : 'upload.required'));
      }
      if (inputProblem(req.body) || (req.file && inputProblem([req.file.originalname, req.file.fieldname, req.file.mimetype])))
        return next(invalid('common.badRequest'));
      next();
    });
  };
}
