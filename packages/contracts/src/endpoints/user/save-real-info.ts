import { defineEndpoint } from '../../endpoint';
import { realInfoInput, realInfoSchema } from './shared';

export const saveRealInfo = defineEndpoint({
  path: '/user/SaveRealInfo',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Save real-name data (real_info page): name, ID number, CPF, CCI, e-mail',
  request: realInfoInput,
  response: realInfoSchema,
});
