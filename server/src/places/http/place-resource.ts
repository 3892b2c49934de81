import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { PictureForms } from '../../media/picture-forms';
import { ImageRef } from '../../media/stored-image';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { PlaceViews } from '../../views/place-views';
import { ApprovePlace, ClosePlace, RejectPlace } from '../commands/moderate-place.commands';
import { PlaceState, PlaceType } from '../place';

/** What one kind of place's HTTP paths need: its forms, its commands, its read model, its messages. */
export interface PlaceResourceOptions<View, Fields extends object, Changes extends object> {
  place: PlaceType<PlaceState>;
  /** The form's multipart picture field and the message for more than one file. */
  picture: { field: string; tooMany: string };
  fields: new () => Fields;
  changes: new () => Changes;
  messages: { created: string; updated: string; deleted: string };
  /** The place as this viewer may read it (null: not for them). */
  read(id: number, viewer?: Actor): Promise<View | null>;
  /** Opens the place; resolves to its new id. */
  open(actor: Actor, fields: Fields, picture: ImageRef | null): Promise<number>;
  revise(actor: Actor, id: number, changes: Changes, picture: ImageRef | null): Promise<void>;
  /** The request as the forms read it (a workshop's camelCase aliases). */
  prepare?(request: Request): Request;
}

/**
 * The HTTP paths stores and workshops share: create and edit (a form with one picture, 201/200
 * with the place and a message), delete, approve and reject (admins), and the counted page
 * view. Each controller keeps its routes and their decorators and answers through this.
 */
export class PlaceResource<View extends { user_id: number }, Fields extends object, Changes extends object> {
  constructor(
    private readonly options: PlaceResourceOptions<View, Fields, Changes>,
    private readonly commands: CommandBus,
    private readonly forms: PictureForms,
    private readonly views: PlaceViews,
  ) {}

  async create(request: Request, actor: Actor): Promise<{ data: View; message: string }> {
    const { fields, picture, messages } = this.options;
    const id = await this.forms.submit(this.prepared(request), fields, picture, (value, stored) =>
      this.options.open(actor, value, stored),
    );
    return { data: await this.visible(id, actor), message: messages.created };
  }

  async update(id: number, request: Request, actor: Actor): Promise<{ data: View; message: string }> {
    const { changes, picture, messages } = this.options;
    await this.forms.submit(this.prepared(request), changes, picture, (value, stored) =>
      this.options.revise(actor, id, value, stored),
    );
    return { data: await this.visible(id, actor), message: messages.updated };
  }

  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new ClosePlace(this.options.place, actor, id));
    return { message: this.options.messages.deleted };
  }

  async approve(id: number, actor: Actor): Promise<{ data: View }> {
    await this.commands.execute(new ApprovePlace(this.options.place, actor, id));
    return { data: await this.visible(id, actor) };
  }

  async reject(id: number, reason: string | null, actor: Actor): Promise<{ data: View }> {
    await this.commands.execute(new RejectPlace(this.options.place, actor, id, reason));
    return { data: await this.visible(id, actor) };
  }

  /** The page was opened: counted once per visitor per day, never for the owner. */
  async view(id: number, request: Request, viewer?: Actor): Promise<{ data: { views: number } }> {
    const place = await this.visible(id, viewer);
    const { kind } = this.options.place;
    await this.views.record(kind, id, place.user_id, viewer, request);
    return { data: { views: await this.views.count(kind, id) } };
  }

  /** The place as the viewer may see it, or 404. */
  async visible(id: number, viewer?: Actor): Promise<View> {
    const place = await this.options.read(id, viewer);
    if (!place) throw notFound();
    return place;
  }

  private prepared(request: Request): Request {
    return this.options.prepare ? this.options.prepare(request) : request;
  }
}
