// The failure converter that the Failure Converter page shows.
export { failureConverter } from '../failure-converter/failure-converter';
