/** The rows of a raw statement (db.execute): both drivers, pg and PGlite, answer with them under `rows`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
