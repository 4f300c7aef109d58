ALTER TABLE "office_areas" DROP CONSTRAINT "office_areas_code_key";--> statement-breakpoint
ALTER TABLE "office_branches" DROP CONSTRAINT "office_branches_area_code_key";--> statement-breakpoint
ALTER TABLE "office_departments" DROP CONSTRAINT "office_departments_branch_code_key";--> statement-breakpoint
CREATE UNIQUE INDEX "office_areas_code_key" ON "office_areas" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "office_branches_area_code_key" ON "office_branches" USING btree ("office_area_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "office_departments_branch_code_key" ON "office_departments" USING btree ("office_branch_id",lower("code"));