// The numbers behind a drawn chart, for those who do not see it: a visually hidden table with a
// caption, one row per value (the word cloud's words, the rating's steps).

export function ResultsTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: [string, string];
  rows: { key: string; label: string; count: number }[];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header[0]}</th>
          <th scope="col">{header[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
