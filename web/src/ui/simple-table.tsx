import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A table's header: one `th` a title, in order. */
export function TableHeader({ titles }: { titles: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {titles.map((title) => (
          <TableCell as="th" key={title}>
            {title}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A small striped table that scrolls sideways on narrow screens: the header titles, then the rows given. */
export function SimpleTable({ head, children, testId }: { head: readonly string[]; children: ReactNode; testId: string }) {
  return (
    <div className="oc-data-table__scroll" data-testid={testId}>
      <Table size="small" variation="striped">
        <TableHeader titles={head} />
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
