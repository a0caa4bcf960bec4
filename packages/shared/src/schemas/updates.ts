import { z } from 'zod';

/** A field as a PUT may send it: optional, and without its create-time default. */
type UpdateField<Field extends z.ZodType> = z.ZodOptional<
  Field extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : Field
>;

type UpdateShape<Shape extends z.core.$ZodLooseShape> = {
  -readonly [Key in keyof Shape]: UpdateField<Shape[Key] & z.ZodType>;
};

/**
 * The body of a PUT (API.md "Updates"): any subset of the fields the create schema takes. Defaults are
 * dropped so that an absent field keeps its stored value instead of being reset. Rules across fields
 * are not checked here: the server merges the body with the stored resource and validates the whole
 * with the create schema.
 */
export function updateSchemaOf<Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const bare = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      return [key, bare.optional()];
    }),
  );
  return z.object(fields as UpdateShape<Shape>).strict();
}
