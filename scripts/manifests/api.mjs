#!/usr/bin/env node
// @ts-check
// Generates manifests/api.json from the Temporal API protos (temporalio/api) at a release tag:
// every Event type with its attributes message and fields, every Command type with its
// attributes, the fields common to every HistoryEvent and Command, the Failure message and each
// failure-info type, and the enums the Errors and Failures references list.
//
//   node scripts/manifests/api.mjs <api git dir> [tag]
import {commitOf, jsonName, parseProto, pascal, repoArgs, show, writeManifest} from './lib.mjs';

const {dir, tag} = repoArgs('node scripts/manifests/api.mjs <api git dir> [tag]');
const read = (/** @type {string} */ file) => ({file, ...parseProto(show(dir, tag, file))});

const history = read('temporal/api/history/v1/message.proto');
const command = read('temporal/api/command/v1/message.proto');
const failure = read('temporal/api/failure/v1/message.proto');
const enumFiles = [
  'temporal/api/enums/v1/event_type.proto',
  'temporal/api/enums/v1/command_type.proto',
  'temporal/api/enums/v1/failed_cause.proto',
  'temporal/api/enums/v1/workflow.proto',
  'temporal/api/enums/v1/common.proto',
  'temporal/api/enums/v1/update.proto',
  'temporal/api/enums/v1/nexus.proto',
  'temporal/api/enums/v1/deployment.proto',
].map(read);

/** The short name a reader sees: Payloads, Failure, duration, timestamp, enum, int64 … */
function displayType(/** @type {import('./lib.mjs').ProtoField} */ f, /** @type {Set<string>} */ enumNames) {
  /** @param {string} t */
  const one = (t) => {
    if (t === 'google.protobuf.Duration') return 'duration';
    if (t === 'google.protobuf.Timestamp') return 'timestamp';
    if (t === 'google.protobuf.FieldMask') return 'FieldMask';
    const short = t.split('.').pop() ?? t;
    if (enumNames.has(short)) return 'enum';
    return short;
  };
  if (f.map) {
    const [, , v] = /** @type {RegExpMatchArray} */ (f.type.match(/^map<([\w.]+),([\w.]+)>$/));
    return `map of ${one(v)}`;
  }
  return f.repeated ? `${one(f.type)}[]` : one(f.type);
}

const enumNames = new Set(enumFiles.flatMap((e) => [...e.enums.keys()]).map((n) => n.split('.').pop() ?? n));
// enums of other packages referenced by these messages (temporal.api.enums.v1.X) are enums too
for (const p of [history, command, failure]) {
  for (const m of p.messages.values())
    for (const f of m.fields) if (/\.enums\.v1\./.test(f.type)) enumNames.add(f.type.split('.').pop() ?? '');
}

/** @param {{file: string, messages: Map<string, import('./lib.mjs').ProtoMessage>}} proto @param {string} name */
function fieldsOf(proto, name) {
  const m = proto.messages.get(name);
  if (!m) throw new Error(`${proto.file}: message ${name} not found`);
  return m.fields.map((f) => ({
    name: jsonName(f.name),
    type: displayType(f, enumNames),
    protoType: f.map ? f.type : f.type,
    repeated: f.repeated,
    deprecated: f.deprecated,
    ...(f.oneof ? {oneof: f.oneof} : {}),
    line: f.line,
  }));
}

/** @param {string} name */
function enumOf(name) {
  for (const e of enumFiles) {
    const found = e.enums.get(name);
    if (found) return {file: e.file, line: found.line, values: found.values.map((v) => ({...v}))};
  }
  throw new Error(`enum ${name} not found`);
}

/**
 * The types of an enum such as EventType as {Pascal: {constant, number, attributes message}},
 * checked against the attributes oneof of the container message (HistoryEvent, Command).
 * @param {string} enumName @param {string} prefix @param {{file: string, messages: Map<string, any>}} proto
 * @param {string} container @param {string} suffix
 */
function typesOf(enumName, prefix, proto, container, suffix) {
  const e = enumOf(enumName);
  const oneof = new Map(
    fieldsOf(proto, container)
      .filter((f) => f.oneof === 'attributes')
      .map((f) => [f.protoType, f]),
  );
  /** @type {Record<string, any>} */
  const out = {};
  for (const v of e.values) {
    if (v.name.endsWith('_UNSPECIFIED')) continue;
    const name = pascal(v.name.slice(prefix.length));
    const attributes = `${name}${suffix}`;
    if (!oneof.has(attributes)) throw new Error(`${enumName} ${v.name}: no ${attributes} in ${container}.attributes`);
    out[name] = {
      constant: v.name,
      number: v.number,
      deprecated: v.deprecated,
      attributesField: oneof.get(attributes)?.name,
      attributes,
      fields: fieldsOf(proto, attributes),
      enumLine: v.line,
      line: proto.messages.get(attributes)?.line,
    };
  }
  return {file: e.file, types: out};
}

const events = typesOf('EventType', 'EVENT_TYPE_', history, 'HistoryEvent', 'EventAttributes');
const commands = typesOf('CommandType', 'COMMAND_TYPE_', command, 'Command', 'CommandAttributes');

const failureFields = fieldsOf(failure, 'Failure');
/** @type {Record<string, any>} */
const failureInfo = {};
for (const f of failureFields.filter((x) => x.oneof === 'failure_info')) {
  failureInfo[f.name] = {message: f.protoType, fields: fieldsOf(failure, f.protoType)};
}

const ENUMS = [
  'WorkflowTaskFailedCause',
  'StartChildWorkflowExecutionFailedCause',
  'CancelExternalWorkflowExecutionFailedCause',
  'SignalExternalWorkflowExecutionFailedCause',
  'ResourceExhaustedCause',
  'ResourceExhaustedScope',
  'RetryState',
  'TimeoutType',
  'ApplicationErrorCategory',
  'ParentClosePolicy',
  'ContinueAsNewInitiator',
  'WorkflowIdReusePolicy',
  'UpdateAdmittedEventOrigin',
  'NexusHandlerErrorRetryBehavior',
  'VersioningBehavior',
];
/** @type {Record<string, any>} */
const enums = {};
for (const name of ENUMS) {
  const e = enumOf(name);
  enums[name] = {
    file: e.file,
    line: e.line,
    values: e.values.map((v) => ({name: v.name, number: v.number, deprecated: v.deprecated, line: v.line})),
  };
}

await writeManifest('api', {
  source: 'temporalio/api',
  tag,
  commit: commitOf(dir, tag),
  generatedBy: 'scripts/manifests/api.mjs',
  historyEvent: {file: history.file, fields: fieldsOf(history, 'HistoryEvent').filter((f) => f.oneof !== 'attributes')},
  events: {file: history.file, enumFile: events.file, types: events.types},
  command: {file: command.file, fields: fieldsOf(command, 'Command').filter((f) => f.oneof !== 'attributes')},
  commands: {file: command.file, enumFile: commands.file, types: commands.types},
  failure: {file: failure.file, fields: failureFields.filter((f) => f.oneof !== 'failure_info'), info: failureInfo},
  enums,
});
console.log(
  `${Object.keys(events.types).length} event types, ${Object.keys(commands.types).length} command types, ${Object.keys(failureInfo).length} failure types`,
);
