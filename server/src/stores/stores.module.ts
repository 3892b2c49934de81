import { Module } from '@nestjs/common';
import { ListingReadModule } from '../cars/listing-read.module';
import { MediaModule } from '../media/media.module';
import { PlaceViews } from '../views/place-views';
import { CloseStoresOfClosedAccount } from './account-closure/close-stores-of-closed-account';
import { OpenStoreHandler } from './commands/open-store/open-store.handler';
import { ReviseStoreHandler } from './commands/revise-store/revise-store.handler';
import { StoresController } from './http/stores.controller';
import { StoresProjection } from './projections/stores/stores.projection';
import { StoreQueries } from './queries/store-queries';
import { ProcessLogoWhenStoreLogoChanges } from './reactions/process-logo-when-store-logo-changes';
import { PushStoreStatusWhenChanged } from './reactions/push-store-status-when-changed';

/** Approving, rejecting, closing and recording the logo are the places module's (shared with workshops). */
const commandHandlers = [OpenStoreHandler, ReviseStoreHandler];
const projections = [StoresProjection];
const queries = [StoreQueries];
const reactions = [ProcessLogoWhenStoreLogoChanges, PushStoreStatusWhenChanged];

@Module({
  imports: [MediaModule, ListingReadModule],
  controllers: [StoresController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, PlaceViews, CloseStoresOfClosedAccount],
  exports: [...queries],
})
export class StoresModule {}
