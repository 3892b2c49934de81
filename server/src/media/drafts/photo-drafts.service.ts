import { Inject, Injectable, Logger } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { Actor } from '../../shared/auth/roles';
import { invalidField, notFound } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES_PER_REQUEST } from '../stored-image';
import { photoDraftStore } from './photo-draft-store';
import { ArabicTusServer, EXTENSION_UNSUPPORTED } from './arabic-tus-server';
import { messageOf } from '../../shared/error-message';

/** Unclaimed draft photos one account may hold at once: a car's worth twice over, at most. */
export const MAX_DRAFT_PHOTOS = 2 * IMAGE_MAX_FILES_PER_REQUEST;

/** The advisory lock (with the account id) that makes a draft's count-then-reserve one step per account. */
const DRAFT_CAP_LOCK = 0x6472_6166; // 'draf'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A draft photo as the multipart check sees an uploaded file: a path on disk and its size. */
export interface ClaimedDraft {
  uploadId: string;
  path: string;
  size: number;
}

/**
 * Photos uploaded one at a time with the tus protocol (`/api/uploads`), each resumable from the
 * byte the server last stored, into the seller's draft (`public.photo_drafts`). A car's create or
 * add-photos request then claims them by id: only the owner's, only complete ones, each once.
 * Claimed files go through the same content checks as a multipart upload.
 */
@Injectable()
export class PhotoDrafts {
  private readonly logger = new Logger(PhotoDrafts.name);
  private readonly store: FileStore;
  private readonly directory: string;
  private readonly tus: ArabicTusServer;
  /**
   * The tus request being handled: its signed-in caller and, but for a creation, the upload this
   * caller was found to own (tus hooks see a Web Request only).
   */
  private readonly caller = new AsyncLocalStorage<{ actor: Actor; uploadId?: string; reserved?: string }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    ({ store: this.store, directory: this.directory } = photoDraftStore(config));
    this.tus = new ArabicTusServer({
      path: '/api/uploads',
      datastore: this.store,
      maxSize: IMAGE_MAX_BYTES - 1,
      relativeLocation: true,
      // The library would read the id from the last '/' of the whole URL, query string included
      // (`/api/uploads/<own>?x=/<another's>`): it acts on the id that was authorized, and only that.
      // No id (a creation) names no upload, so HEAD/PATCH/DELETE without one are a 404.
      getFileIdFromRequest: () => this.caller.getStore()?.uploadId,
      // What operators must see of a refusal; its answer (Arabic JSON) is ArabicTusServer's.
      onResponseError: (_req, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        const detail = error instanceof Error ? error.stack : error.body;
        // An extension the client asked for is its mistake (answered 400): nothing for operators to mend.
        if (status === EXTENSION_UNSUPPORTED) this.logger.debug(`tus: ${detail}`);
        else if (status >= 500) this.logger.error(`tus: ${detail}`);
        return undefined;
      },
      // The id is ours (a UUID), reserved with its owner in `create` before any byte is stored.
      namingFunction: () => {
        const reserved = this.caller.getStore()?.reserved;
        // @tus/server answers a thrown { status_code, body } with that status (ArabicTusServer words it).
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the library's way to refuse an upload
        if (!reserved) throw { status_code: 401, body: AR.http.unauthorized };
        return Promise.resolve(reserved);
      },
    });
  }

  /**
   * Creating an upload: refused once the caller holds too many unclaimed draft photos. The place
   * is reserved first, in one transaction holding the caller's advisory lock (count, then
   * insert), so parallel creations cannot all see room under the cap; a creation the protocol
   * then refuses (too large, bad headers) gives its place back.
   */
  async create(actor: Actor, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reserved = randomUUID();
    await this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [DRAFT_CAP_LOCK, actor.id]);
      const [{ held }]: Array<{ held: number }> = await tx.query(
        `SELECT count(*)::int AS held FROM public.photo_drafts WHERE owner_id = $1`,
        [actor.id],
      );
      if (held >= MAX_DRAFT_PHOTOS) throw invalidField('images', AR.images.draftsFull);
      await tx.query(`INSERT INTO public.photo_drafts (upload_id, owner_id) VALUES ($1, $2)`, [reserved, actor.id]);
    });
    try {
      await this.caller.run({ actor, reserved }, () => this.tus.handle(req, res));
    } finally {
      if (res.statusCode !== 201) await this.dataSource.query(`DELETE FROM public.photo_drafts WHERE upload_id = $1`, [reserved]);
    }
  }

  /** HEAD (where to resume) or PATCH (more bytes) on one of the caller's own draft photos. */
  async continue(actor: Actor, uploadId: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(await this.owns(actor, uploadId))) throw notFound();
    await this.handleOwn(actor, uploadId, req, res);
  }

  /**
   * DELETE: gives up one of the caller's draft photos, its row with its file; a row left behind
   * would hold a place under the cap until the cleaner's UPLOAD_DRAFT_HOURS. The row goes first,
   * in the owner-scoped DELETE that is the ownership check, as a claim takes it: a claim racing
   * this finds nothing, rather than a file about to vanish. Not one transaction around the
   * library's removal: that waits for the upload's lock (seconds, while a PATCH drains) and would
   * hold a pooled connection all along. Should the library keep the file instead (it could not
   * take the lock, say), the row comes back, so the photo can still be given up or claimed.
   */
  async terminate(actor: Actor, uploadId: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!UUID.test(uploadId)) throw notFound();
    // TypeORM answers a DELETE … RETURNING with [rows, count].
    const [rows]: [Array<{ created_at: string }>, number] = await this.dataSource.query(
      // As text: a JS Date would drop its microseconds, should the row come back.
      `DELETE FROM public.photo_drafts WHERE upload_id = $1 AND owner_id = $2 RETURNING created_at::text`,
      [uploadId, actor.id],
    );
    if (rows.length === 0) throw notFound();
    try {
      await this.handleOwn(actor, uploadId, req, res);
    } finally {
      if (res.statusCode !== 204 && (await this.stillStored(uploadId))) {
        // With its own creation time, so the cleaner still deletes it when it would have.
        await this.dataSource.query(
          `INSERT INTO public.photo_drafts (upload_id, owner_id, created_at) VALUES ($1, $2, $3::timestamptz) ON CONFLICT DO NOTHING`,
          [uploadId, actor.id, rows[0].created_at],
        );
      }
    }
  }

  /** A refused termination may still have removed the file (the library's 404: it was gone already). */
  private stillStored(uploadId: string): Promise<boolean> {
    return this.store
      .getUpload(uploadId.toLowerCase())
      .then(() => true)
      .catch(() => false);
  }

  /** The library's handling of a request on one of the caller's own uploads (checked before). */
  private handleOwn(actor: Actor, uploadId: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    return this.caller.run({ actor, uploadId: uploadId.toLowerCase() }, () => this.tus.handle(req, res));
  }

  private async owns(actor: Actor, uploadId: string): Promise<boolean> {
    if (!UUID.test(uploadId)) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM public.photo_drafts WHERE upload_id = $1 AND owner_id = $2`,
      [uploadId, actor.id],
    );
    return rows.length > 0;
  }

  /**
   * Takes the caller's complete draft photos out of the draft, so no other request can claim them
   * too. Any id that is not theirs, unknown or still uploading is a 422 and nothing is claimed.
   * The caller then either `settle`s them (the car holds them now) or `release`s them.
   */
  async claim(actor: Actor, uploadIds: string[]): Promise<ClaimedDraft[]> {
    if (uploadIds.length === 0) return [];
    if (uploadIds.some((id) => !UUID.test(id)) || new Set(uploadIds).size !== uploadIds.length) {
      throw invalidField('uploads', AR.images.draftMissing);
    }
    const claimed = await this.dataSource.transaction(async (tx) => {
      // TypeORM answers a DELETE … RETURNING with [rows, count].
      const [rows]: [Array<{ upload_id: string }>, number] = await tx.query(
        `DELETE FROM public.photo_drafts WHERE upload_id = ANY($1::uuid[]) AND owner_id = $2 RETURNING upload_id`,
        [uploadIds, actor.id],
      );
      if (rows.length !== uploadIds.length) throw invalidField('uploads', AR.images.draftMissing);
      const drafts: ClaimedDraft[] = [];
      for (const uploadId of uploadIds) {
        const upload = await this.store.getUpload(uploadId).catch(() => null);
        if (!upload || upload.size === undefined || upload.offset !== upload.size) {
          throw invalidField('uploads', AR.images.draftMissing);
        }
        drafts.push({ uploadId, path: join(this.directory, uploadId), size: upload.size });
      }
      return drafts;
    });
    return claimed;
  }

  /** The car now holds copies in object storage: the draft files go. */
  async settle(drafts: ClaimedDraft[]): Promise<void> {
    for (const draft of drafts) {
      await this.store
        .remove(draft.uploadId)
        .catch((error: unknown) => this.logger.warn(`draft ${draft.uploadId}: ${messageOf(error)}`));
    }
  }

  /** The command failed: the photos go back to the draft, to be claimed by the corrected request. */
  async release(actor: Actor, drafts: ClaimedDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO public.photo_drafts (upload_id, owner_id) SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING`,
      [drafts.map((d) => d.uploadId), actor.id],
    );
  }
}
