/** Left-aligned text columns for terminal output; numbers are right-aligned. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? "").length)));
  const numeric = headers.map(
    (_, col) => rows.length > 0 && rows.every((row) => typeof row[col] === "number"),
  );
  const line = (row: string[]) =>
    row
      .map((cell, col) => (numeric[col] ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0)))
      .join("  ")
      .trimEnd();
  const [head, ...body] = cells;
  return [line(head as string[]), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}
