import { Controller, Get, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PictureForms } from '../../media/picture-forms';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { Paged } from '../../shared/http/page-query.dto';
import { AR } from '../../shared/messages/ar';
import { PlaceResource } from '../../places/http/place-resource';
import { PlaceRoutes } from '../../places/http/place-routes';
import { PlaceViews } from '../../views/place-views';
import { OpenStore } from '../commands/open-store/open-store.command';
import { ReviseStore } from '../commands/revise-store/revise-store.command';
import { STORE_PLACE } from '../domain/store.place';
import { ReviseStoreDto, StoreFieldsDto } from '../dto/store-fields.dto';
import { StoreListQueryDto } from '../dto/store-list-query.dto';
import { StoreQueries } from '../queries/store-queries';
import { StoreView } from '../queries/store-view';

/** The form's picture: a store's logo. */
const LOGO = { field: 'logo', tooMany: AR.store.logo };

@ApiTags('stores')
@ApiBearerAuth()
@Controller('api/stores')
export class StoresController extends PlaceRoutes<StoreView, StoreFieldsDto, ReviseStoreDto>(LOGO.field) {
  protected readonly resource: PlaceResource<StoreView, StoreFieldsDto, ReviseStoreDto>;

  constructor(
    commands: CommandBus,
    forms: PictureForms,
    views: PlaceViews,
    private readonly stores: StoreQueries,
  ) {
    super();
    this.resource = new PlaceResource(
      {
        place: STORE_PLACE,
        picture: LOGO,
        fields: StoreFieldsDto,
        changes: ReviseStoreDto,
        messages: { created: AR.store.created, updated: AR.store.updated, deleted: AR.store.deleted },
        read: (id, viewer) => stores.get(id, viewer),
        open: async (actor, fields, logo) => (await commands.execute(new OpenStore(actor, fields, logo))).storeId,
        revise: (actor, id, changes, logo) => commands.execute(new ReviseStore(actor, id, changes, logo)),
      },
      commands,
      forms,
      views,
    );
  }

  /** `{ data, meta: { current_page, last_page, total, per_page } }`, nine per page by default. */
  @Public()
  @Get()
  list(@Query() query: StoreListQueryDto, @CurrentActor() viewer?: Actor): Promise<Paged<StoreView>> {
    return this.stores.list(query, viewer);
  }
}
