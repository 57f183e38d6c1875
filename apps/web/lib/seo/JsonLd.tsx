// Structured data for search engines (schema.org JSON-LD). Values come from the database, so `<` is escaped:
// a title containing `</script>` must not end the script element.
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
