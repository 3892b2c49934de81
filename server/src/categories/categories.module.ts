import { Module } from '@nestjs/common';
import { ListingReadModule } from '../cars/listing-read.module';
import { CategoriesBootstrap } from './categories-bootstrap';
import { AddCategoryHandler } from './commands/add-category/add-category.handler';
import { RemoveCategoryHandler } from './commands/remove-category/remove-category.handler';
import { RenameCategoryHandler } from './commands/rename-category/rename-category.handler';
import { CategoriesController } from './http/categories.controller';
import { CategoriesProjection } from './projections/categories/categories.projection';
import { CategoryQueries } from './queries/category-queries';

const commandHandlers = [AddCategoryHandler, RenameCategoryHandler, RemoveCategoryHandler];
const projections = [CategoriesProjection];
const queries = [CategoryQueries];

@Module({
  imports: [ListingReadModule],
  controllers: [CategoriesController],
  providers: [...commandHandlers, ...projections, ...queries, CategoriesBootstrap],
  exports: [...queries, CategoriesBootstrap],
})
export class CategoriesModule {}
