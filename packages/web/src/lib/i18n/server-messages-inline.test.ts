import { describe, expect, it } from 'vitest';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import { applicationMessages } from '@psc/core/authorization-server/authorization-request';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import { matrixMessages } from '@psc/core/matrices/matrices.schemas';
import { referenceMessages } from '@psc/core/market-data/reference-messages';
import { fieldLabelMessages, fieldMessages } from '@psc/core/shared/field-messages';
import { serverMessageKey } from './server-message-keys.ts';
import { localiseServerMessage } from './server-messages.ts';

// Decision 0151: the texts the server wrote inline ('Account not found', a calculator's refused choice) are core's
// messages now, so a reader of another language gets them in their words, and English stays as it was.

describe('a message the server once wrote inline', () => {
  it('keeps its English byte for byte', () => {
    expect(accountMessages.notFound).toBe('Account not found');
    expect(applicationMessages.notFound).toBe('No such application, or it is already revoked');
    expect(fieldMessages.notANumber(fieldLabelMessages.tonnes, 'abc')).toBe(
      "Tonnes must be a number such as 1234.56 or 1,234.56, not 'abc'",
    );
    expect(matrixMessages.originRefused(2, matrixMessages.choosePort)).toBe(
      'Origin 2: choose the port the sugar loads at',
    );
  });

  it('reads in the reader’s language, and as sent in English', async () => {
    expect(await localiseServerMessage('Account not found', 'en')).toBe('Account not found');
    expect(await localiseServerMessage('Account not found', 'es')).toBe('Cuenta no encontrada');
    expect(await localiseServerMessage('No such application, or it is already revoked', 'ar')).toBe(
      'هذا التطبيق غير موجود أو أُلغي بالفعل',
    );
    expect(
      await localiseServerMessage(calculatorChoiceMessages.loadsAtSantos('Brazil 150ic Santos'), 'id'),
    ).toBe('Brazil 150ic Santos dimuat di Santos (BRSSZ), Brasil');
  });

  it('translates the label a field’s message names, and a message an origin row wraps', async () => {
    expect(
      await localiseServerMessage(fieldMessages.notANumber(fieldLabelMessages.tonnes, 'abc'), 'es'),
    ).toBe('Toneladas debe ser un número como 1234.56 o 1,234.56, no «abc»');
    const wrapped = matrixMessages.originRefused(2, fieldMessages.required(fieldLabelMessages.cargo));
    expect(wrapped).toBe('Origin 2: Cargo is required');
    expect(await localiseServerMessage(wrapped, 'pt-BR')).toBe('Origem 2: Carga: campo obrigatório');
    expect(await localiseServerMessage(wrapped, 'zh-CN')).toBe('产地 2：船货为必填项');
  });

  it('leaves a value that is data as it came, even when it reads like a label', async () => {
    // A region is the caller's text, not a label: 'Cargo' stays 'Cargo'.
    expect(await localiseServerMessage(referenceMessages.unknownRegion('Cargo'), 'es')).toBe(
      'Región desconocida: Cargo',
    );
    // A wrapped text that is none of core's messages is not taken for one: the whole reads as sent.
    expect(serverMessageKey('Origin 2: something else went wrong')).toBeNull();
  });

  it('takes the message that fixes more of the text when two could match', async () => {
    const text = calculatorChoiceMessages.portNotInCountry('Santos');
    expect(serverMessageKey(text)?.key).toBe('server.calculatorChoice.portNotInCountry');
    expect(await localiseServerMessage(text, 'es')).toBe('Santos no está en ese país');
  });
});
