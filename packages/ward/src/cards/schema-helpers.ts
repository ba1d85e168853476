import * as v from "valibot";

/**
 * Adds a description to a schema, so that it reaches the exported JSON Schema.
 *
 * @param schema - Any valibot schema.
 * @param text - What the value means, for people writing card files.
 * @returns The schema with the description in its pipe.
 * @internal
 */
export function described<const T extends v.GenericSchema>(schema: T, text: string): v.SchemaWithPipe<readonly [T, v.DescriptionAction<v.InferOutput<T>, string>]> {
  return v.pipe(schema, v.description(text));
}

/**
 * A whole number from `min` to `max` (inclusive), with a description.
 *
 * @param min - The least value allowed.
 * @param max - The greatest value allowed, or `undefined` for {@link MAX_CARD_NUMBER}.
 * @param text - What the number means.
 * @returns The schema.
 * @internal
 */
export function wholeNumber(min: number, max: number | undefined, text: string): v.GenericSchema<number> {
  return v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max ?? MAX_CARD_NUMBER), v.description(text));
}

/**
 * The largest number card data may give where the rules set no bound (HP, Speed, amounts,
 * counts): far beyond any printed card, small enough that sums of them stay exact and a match's
 * counters stay in range.
 * @internal
 */
export const MAX_CARD_NUMBER = 10_000;
