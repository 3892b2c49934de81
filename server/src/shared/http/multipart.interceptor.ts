import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Observable } from 'rxjs';
import { AR } from '../messages/ar';
import { badRequest, invalidField, payloadTooLarge } from './http-errors';
import { inputError, inspectInput } from './input-guard';

const UPLOAD_DIR = join(tmpdir(), 'sayyara-uploads');

export interface MultipartOptions {
  /** Form field names that may carry files (all are collected into one list). */
  fileFields: string[];
  /** Field name errors are reported under. */
  errorField: string;
  maxFileBytes: number;
  maxFiles: number;
}

/** Files of a multipart request, whatever field they came in. */
export function uploadedFiles(request: Request): Express.Multer.File[] {
  const files = request.files;
  if (!files) return [];
  return Array.isArray(files) ? files : Object.values(files).flat();
}

/**
 * Parses multipart bodies to temporary files (never whole uploads in memory) and turns multer's
 * limits into the contract's errors: one file too big is a 422 on the field, a malformed body a
 * 400. The temporary files are deleted when the response is sent.
 */
export function MultipartInterceptor(options: MultipartOptions): Type<NestInterceptor> {
  mkdirSync(UPLOAD_DIR, { recursive: true });
  const parse = multer({
    dest: UPLOAD_DIR,
    limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 100, fieldSize: 64 * 1024, parts: 200 },
  }).fields(options.fileFields.map((name) => ({ name })));

  @Injectable()
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<Request>();
      const response = context.switchToHttp().getResponse<Response>();
      await new Promise<void>((resolve, reject) =>
        parse(request, response, (error: unknown) => (error ? reject(toHttpError(error, options)) : resolve())),
      );
      response.on('close', () => {
        for (const file of uploadedFiles(request)) void rm(file.path, { force: true });
      });
      // The text fields of a form meet the same global input rules as a JSON body.
      const problem = inspectInput(request.body);
      if (problem) throw inputError(problem);
      return next.handle();
    }
  }
  return mixin(Interceptor);
}

function toHttpError(error: unknown, options: MultipartOptions) {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return invalidField(options.errorField, AR.images.tooLarge);
      case 'LIMIT_FILE_COUNT':
        return invalidField(options.errorField, AR.images.tooMany(options.maxFiles));
      case 'LIMIT_UNEXPECTED_FILE':
        return invalidField(error.field ?? options.errorField, AR.images.only);
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_KEY':
        return payloadTooLarge();
    }
  }
  return badRequest();
}
