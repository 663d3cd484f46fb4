// Reads a generated PDF back to text for tests (pdfjs-dist, a dev dependency): every test of a PDF asserts
// on what a reader would see, not on the bytes. Text is returned per page, one string per visual line
// (items sharing a baseline joined left to right with a space).

type TTextItem = { str: string; transform: number[] };

/** The lines of each page of a PDF, top to bottom. */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const byLine = new Map<number, { x: number; str: string }[]>();
    for (const item of content.items as TTextItem[]) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] ?? 0);
      const line = byLine.get(y) ?? [];
      line.push({ x: item.transform[4] ?? 0, str: item.str.trim() });
      byLine.set(y, line);
    }
    pages.push(
      [...byLine.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          items
            .sort((a, b) => a.x - b.x)
            .map((i) => i.str)
            .join(' '),
        ),
    );
  }
  await task.destroy();
  return pages;
}

/** The whole PDF's text: its pages' lines joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).map((lines) => lines.join('\n')).join('\n');
}
