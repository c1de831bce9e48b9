// Multipart bodies for the forms that upload: a module of their own, out of the core chunk.

/** Builds a multipart body, skipping empty values; files and blobs pass through. */
export function formData(fields: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    data.append(key, value instanceof Blob ? value : String(value));
  }
  return data;
}
