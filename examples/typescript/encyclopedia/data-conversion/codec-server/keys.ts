export { loadKeys } from '../payload-codec/keys';
