import type { Filter, Operators, Scalar, Sort } from '../documents';
import { assertPaths } from '../record';

/**
 * A filter and a sort as SQL over a table of JSON documents (`_id`, `doc`): each path is
 * `json_extract(doc, '$.path')`, the same expression the declared indexes are built on, so SQLite
 * uses them. Values are bound, never written into the SQL; paths are checked to be plain field
 * names (./record.ts) before they are.
 */

export const pathSql = (path: string) => {
  if (path === '_id') return '_id';
  assertPaths([path]);
  return `json_extract(doc, '$.${path}')`;
};

/** SQLite has no boolean: JSON's true and false read as 1 and 0. */
const bound = (value: Scalar) => (typeof value === 'boolean' ? Number(value) : value);

export interface Sql {
  sql: string;
  params: unknown[];
}

export function whereSql(filter: Filter): Sql {
  const params: unknown[] = [];
  const sql = clauses(filter, params);
  return { sql: sql ? `WHERE ${sql}` : '', params };
}

function clauses(filter: Filter, params: unknown[]): string {
  const parts: string[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (path === '$or') {
      const alternatives = (condition as Filter[]).map((alternative) => clauses(alternative, params) || '1');
      parts.push(alternatives.length ? `(${alternatives.join(' OR ')})` : '0');
    } else if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
      parts.push(...operatorClauses(path, condition as Operators, params));
    } else {
      parts.push(equals(pathSql(path), condition as Scalar, params));
    }
  }
  return parts.join(' AND ');
}

function equals(expression: string, value: Scalar, params: unknown[]): string {
  if (value === null) return `${expression} IS NULL`;
  params.push(bound(value));
  return `${expression} = ?`;
}

function list(values: readonly Scalar[], params: unknown[]): string {
  params.push(...values.map(bound));
  return values.map(() => '?').join(', ');
}

function operatorClauses(path: string, operators: Operators, params: unknown[]): string[] {
  const expression = pathSql(path);
  const parts: string[] = [];
  for (const [operator, value] of Object.entries(operators)) {
    if (value === undefined) continue;
    switch (operator) {
      case '$eq':
        parts.push(equals(expression, value as Scalar, params));
        break;
      case '$ne':
        if (value === null) parts.push(`${expression} IS NOT NULL`);
        else {
          params.push(bound(value as Scalar));
          parts.push(`(${expression} IS NULL OR ${expression} != ?)`);
        }
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        params.push(value);
        parts.push(`${expression} ${{ $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[operator]} ?`);
        break;
      case '$in': {
        const values = value as readonly Scalar[];
        const present = values.filter((item) => item !== null);
        const inList = present.length ? `${expression} IN (${list(present, params)})` : '0';
        parts.push(values.includes(null) ? `(${inList} OR ${expression} IS NULL)` : inList);
        break;
      }
      case '$nin': {
        const values = value as readonly Scalar[];
        const present = values.filter((item) => item !== null);
        const notIn = present.length ? `${expression} NOT IN (${list(present, params)})` : '1';
        parts.push(values.includes(null) ? `(${expression} IS NOT NULL AND ${notIn})` : `(${expression} IS NULL OR ${notIn})`);
        break;
      }
      case '$exists':
        parts.push(path === '_id' ? (value ? '1' : '0') : `json_type(doc, '$.${path}') IS ${value ? 'NOT NULL' : 'NULL'}`);
        break;
      case '$contains':
        // instr, not LIKE: the text is matched as it is, with no wildcard of its own.
        params.push(value);
        parts.push(`instr(${expression}, ?) > 0`);
        break;
      case '$has':
        params.push(bound(value as Scalar));
        parts.push(`EXISTS (SELECT 1 FROM json_each(doc, '$.${path}') WHERE json_each.value = ?)`);
        break;
      default:
        throw new Error(`Unknown filter operator ${operator}`);
    }
  }
  return parts;
}

export function orderSql(sort: Sort | undefined): string {
  const keys = Object.entries(sort ?? {});
  return keys.length ? `ORDER BY ${keys.map(([path, direction]) => `${pathSql(path)} ${direction === -1 ? 'DESC' : 'ASC'}`).join(', ')}` : '';
}
