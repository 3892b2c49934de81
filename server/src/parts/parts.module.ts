import { Module } from '@nestjs/common';
import { RemovePartsOfClosedAccount } from './account-closure/remove-parts-of-closed-account';
import { ListPartHandler } from './commands/list-part/list-part.handler';
import { RecordPartImageResultHandler } from './commands/record-part-image-result/record-part-image-result.handler';
import { SparePartsController } from './http/spare-parts.controller';
import { PartImageProcessor } from './jobs/part-image.processor';
import { PartsProjection } from './projections/parts/parts.projection';
import { PartQueries } from './queries/part-queries';
import { ProcessImagesWhenPartListed } from './reactions/process-images-when-part-listed';
import { DiscardImagesWhenPartRemoved } from './reactions/discard-images-when-part-removed';

const commandHandlers = [ListPartHandler, RecordPartImageResultHandler];
const projections = [PartsProjection];
const queries = [PartQueries];
const reactions = [ProcessImagesWhenPartListed, DiscardImagesWhenPartRemoved];
const jobProcessors = [PartImageProcessor];

/** The spare parts catalogue: parts listed by stores, their photos, the public search. */
@Module({
  controllers: [SparePartsController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, ...jobProcessors, RemovePartsOfClosedAccount],
  exports: [...queries],
})
export class PartsModule {}
