import { builder } from './builder.js';
import './scalars.js';
import './errors.js';
import './inputs.js';
import './actor.js';
import './entity.js';
import './event.js';
import './attempt.js';
import './assignment.js';
import './lifecycle.js';
import './viewer.js';
import './projection.js';
import './live.js';
import './written.js';

export const schema = builder.toSchema({ sortSchema: true });
