import { statementName } from './database';

/** A drizzle query that can be prepared (a select, insert, … builder). */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** Shapes kept per executor when no bound is given. */
const DEFAULT_MAX_SHAPES = 200;

/**
 * Hot statements built once per shape and run many times with new values. Drizzle writes a
 * statement's text and lists its parameters when it is prepared, not on each run (building the
 * text of a list page cost more server time than anything else in the request), and PostgreSQL
 * parses a named statement once per connection and may keep a generic plan for it. A shape is
 * what the text depends on (which filters are given, the sort, …); every value goes in as a
 * `sql.placeholder` and is bound by `execute`. Kept per executor (a prepared query belongs to
 * the database it was made on), at most `maxShapes` each, the least recently used dropped: a
 * dropped shape is built again when next asked for.
 */
export class PreparedStatements<P> {
  private readonly byExecutor = new WeakMap<object, Map<string, P>>();

  constructor(private readonly maxShapes = DEFAULT_MAX_SHAPES) {}

  /** The statement of `shape` on `executor`, prepared from `build()` the first time. */
  get(executor: object, shape: string, build: () => Preparable<P>): P {
    let statements = this.byExecutor.get(executor);
    if (!statements) {
      statements = new Map();
      this.byExecutor.set(executor, statements);
    }
    const known = statements.get(shape);
    if (known !== undefined) {
      // A Map keeps insertion order: the most recently used go last.
      statements.delete(shape);
      statements.set(shape, known);
      return known;
    }
    const query = build();
    // Named after its text, like every SELECT the server runs (database.ts), so a connection
    // prepares it once however many shapes share the text.
    const prepared = query.prepare(statementName(query.toSQL().sql));
    if (statements.size >= this.maxShapes) {
      const oldest = statements.keys().next();
      if (!oldest.done) statements.delete(oldest.value);
    }
    statements.set(shape, prepared);
    return prepared;
  }
}
