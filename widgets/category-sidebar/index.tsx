import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { CategorySidebar } from './CategorySidebar';

export default defineWidget(v.looseObject({ currentSlug: v.optional(v.string()) }), CategorySidebar);
