/** The FormData field that carries an admin content form's values as JSON text, and the image's field. */
export const CONTENT_DATA_FIELD = 'data';
export const CONTENT_FILE_FIELD = 'file';
