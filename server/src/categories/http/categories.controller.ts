import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { AR } from '../../shared/messages/ar';
import { AddCategory } from '../commands/add-category/add-category.command';
import { RemoveCategory } from '../commands/remove-category/remove-category.command';
import { RenameCategory } from '../commands/rename-category/rename-category.command';
import { CategoryDto } from '../dto/category.dto';
import { CategoryQueries, CategoryView } from '../queries/category-queries';

/** Car categories: everyone reads them (the car form, filters); admins keep the list. */
@ApiTags('categories')
@ApiBearerAuth()
@Controller('api/categories')
export class CategoriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly categories: CategoryQueries,
  ) {}

  @Public()
  @Get()
  async list(): Promise<{ data: CategoryView[] }> {
    return { data: await this.categories.list() };
  }

  @Public()
  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<{ data: CategoryView }> {
    return { data: await this.view(id) };
  }

  @Roles('admin')
  @Post()
  @HttpCode(201)
  async create(@Body() dto: CategoryDto, @CurrentActor() actor: Actor): Promise<{ message: string; data: CategoryView }> {
    const { categoryId } = await this.commands.execute(new AddCategory(actor, dto.name));
    return { message: AR.categories.created, data: await this.view(categoryId) };
  }

  @Roles('admin')
  @Put(':id')
  async rename(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CategoryDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: CategoryView }> {
    await this.commands.execute(new RenameCategory(actor, id, dto.name));
    return { message: AR.categories.updated, data: await this.view(id) };
  }

  @Roles('admin')
  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new RemoveCategory(actor, id));
    return { message: AR.categories.deleted };
  }

  private async view(id: number): Promise<CategoryView> {
    const category = await this.categories.get(id);
    if (!category) throw notFound();
    return category;
  }
}
