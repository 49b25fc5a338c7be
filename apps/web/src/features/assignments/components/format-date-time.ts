// The shared formatter (DD-MM-YYYY HH:mm in Dutch time), under the name this feature's components import.
export { formatDateTime } from '../../../lib/format';
