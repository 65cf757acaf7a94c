import type { SeedStaticPage } from './types';

// The static pages in Brazilian Portuguese (issue 12): pt_BR used to fall back to the European
// text ("sítio", "Estamos a trabalhar"). Same substance as the pt and en pages, Brazilian usage.

const aboutPtBR = `O Pawpedia é um guia independente para viver bem com animais. Ele nasceu de uma frustração simples: as informações que os tutores de pets encontram na internet são dispersas, muitas vezes contraditórias e, às vezes, perigosas. Quisemos criar um lugar onde quem acabou de adotar um filhote, quem está montando o primeiro aquário e quem se pergunta se um coelho precisa mesmo de companhia encontrem respostas claras e confiáveis.

## A enciclopédia

No centro do Pawpedia está uma enciclopédia de raças e espécies que abrange cães, gatos, aves, peixes e animais exóticos. Cada ficha reúne a origem e a história, o temperamento, o tamanho e a expectativa de vida, o tipo de pelagem e os cuidados de higiene, os problemas de saúde mais comuns e aquilo de que o animal precisa no dia a dia. As medidas e a expectativa de vida seguem os padrões de entidades reconhecidas, como a FCI, o AKC e a TICA, ou, na falta de um padrão, os valores de referência veterinária mais citados.

## Artigos e guias

Além da enciclopédia, publicamos artigos práticos sobre saúde, alimentação, comportamento, cuidados, adoção e vida com pets: como ajudar um gato resgatado a se adaptar, o que dar de comer a um cachorro idoso, como fazer a ciclagem de um aquário antes de colocar o primeiro peixe.

## Comunidade

Os membros podem criar perfis para seus pets, acompanhar os temas que lhes interessam e compartilhar experiências com outros tutores. A comunidade é um espaço de apoio e bom humor, não de diagnóstico: quando alguém descreve sintomas, a resposta certa é sempre o veterinário.

## Normas editoriais

Nossos autores são especialistas em cuidados com animais, adestramento e divulgação científica. Todos os artigos são verificados antes da publicação e datados, e corrigimos os erros de forma transparente. Os links para produtos nunca influenciam o que escrevemos: a loja é administrada por um varejista independente, e nossos editores escolhem os temas pelo seu mérito.

## Como os veterinários revisam o conteúdo

Todos os artigos sobre saúde ou alimentação são revisados por um médico-veterinário antes de serem publicados. O revisor confere os fatos, as doses e os sinais de alerta, e pode pedir alterações ou impedir a publicação. Os artigos revisados são reavaliados regularmente, e antes disso sempre que as recomendações mudam. Nada no Pawpedia substitui a consulta com o seu veterinário, que conhece o seu pet.`;

const privacyPtBR = `Última atualização: 1º de setembro de 2025

Esta Política de Privacidade explica quais dados pessoais o Pawpedia coleta quando você usa nosso site e nossos serviços, para que finalidades, por quanto tempo os guardamos e quais são os seus direitos. Tratamos os dados pessoais de acordo com o Regulamento Geral sobre a Proteção de Dados da União Europeia, Regulamento (UE) 2016/679 (RGPD), e com a legislação portuguesa aplicável, em especial a Lei n.º 58/2019.

## 1. Controlador dos dados

O controlador dos seus dados pessoais é a entidade que opera o Pawpedia ("Pawpedia", "nós"). Para qualquer dúvida sobre esta política ou sobre os seus dados, entre em contato pelo endereço privacy@pawpedia.example.

## 2. Dados que coletamos

Coletamos apenas os dados necessários para o funcionamento do serviço.

- **Dados da conta.** Quando você se cadastra, coletamos seu endereço de e-mail, o nome de usuário que você escolher e sua senha. Nunca guardamos a senha em si: guardamos apenas um resumo criptográfico (hash), que não permite reconstruí-la.
- **Perfis dos seus pets.** Se você adicionar pets à sua conta, guardamos as informações que você informar: o nome, a raça, a data de nascimento de cada animal e as fotos que você enviar. É você quem decide o que acrescentar; todos os campos são opcionais, com exceção do nome.
- **Assinatura da newsletter.** Se você assinar nossa newsletter, registramos seu endereço de e-mail, a data da assinatura e se ela continua ativa.
- **Cookies e armazenamento local.** Usamos um cookie de sessão para manter você conectado e o armazenamento local do navegador para lembrar escolhas como o fato de você ter fechado um aviso, para não mostrá-lo de novo. Esses mecanismos são estritamente necessários para as funcionalidades que você usa. Não usamos cookies para fins publicitários nem para acompanhar sua navegação em outros sites.

Não pedimos, e pedimos que você não nos envie, categorias especiais de dados, como informações sobre a sua própria saúde.

## 3. Finalidades e bases legais

- **Oferecer sua conta e as funcionalidades dela**, incluindo os perfis dos seus pets e o conteúdo personalizado: o tratamento é necessário para a execução do contrato firmado com você (artigo 6.º, n.º 1, alínea b, do RGPD).
- **Enviar a newsletter**: com base no seu consentimento (artigo 6.º, n.º 1, alínea a, do RGPD), que você pode retirar a qualquer momento pelo link de cancelamento incluído em cada mensagem ou na página da sua conta.
- **Garantir a segurança do serviço**, prevenir abusos na comunidade e corrigir problemas técnicos: com base no nosso interesse legítimo em manter um site seguro e confiável (artigo 6.º, n.º 1, alínea f, do RGPD).
- **Cumprir obrigações legais**, por exemplo responder a um pedido legítimo de uma autoridade competente (artigo 6.º, n.º 1, alínea c, do RGPD).
- **Lembrar os avisos que você fechou** e manter você conectado: guardar essas informações no seu dispositivo é estritamente necessário para prestar o serviço que você solicitou e, por isso, não depende de consentimento segundo as regras de privacidade nas comunicações eletrônicas.

Não vendemos seus dados pessoais nem os usamos para decisões automatizadas que produzam efeitos jurídicos ou que afetem você de forma similarmente significativa.

## 4. Com quem compartilhamos seus dados

Contratamos prestadores de serviços cuidadosamente selecionados para a hospedagem do site, o armazenamento de dados e o envio de e-mails. Eles atuam como operadores em nosso nome, com base em contratos escritos que os obrigam a proteger seus dados e a usá-los apenas de acordo com as nossas instruções (artigo 28 do RGPD). Guardamos seus dados no Espaço Econômico Europeu. Se algum prestador precisar tratar dados fora dele, só o fará com garantias adequadas, como as cláusulas contratuais-padrão aprovadas pela Comissão Europeia.

A loja para a qual o Pawpedia direciona é administrada por um varejista independente. Ao seguir um link para a loja, você sai do nosso site; não enviamos os dados da sua conta ao varejista, e os dados que você fornecer à loja são regidos pela política de privacidade dela.

Podemos divulgar dados quando a lei exigir ou para proteger os direitos e a segurança dos nossos usuários.

## 5. Prazos de armazenamento

- Os dados da conta e os perfis dos pets são guardados enquanto sua conta estiver ativa. Quando você exclui a conta, eles são apagados em até 30 dias e removidos das nossas cópias de segurança em até mais 90 dias.
- Os dados da newsletter são guardados até você cancelar a assinatura; a partir daí, guardamos apenas o registro do cancelamento, para não entrarmos mais em contato.
- As informações guardadas no armazenamento local do navegador ficam no seu dispositivo até você apagá-las.
- Contas inativas há três anos são excluídas, depois de avisarmos você por e-mail.

## 6. Seus direitos

Nos termos do RGPD, você tem direito de:

- **acessar** os dados pessoais que tratamos sobre você e obter uma cópia deles;
- **corrigir** dados inexatos ou incompletos;
- **apagar** seus dados ("direito ao esquecimento");
- **portabilidade** dos dados, ou seja, receber os dados que você nos forneceu em um formato estruturado, de uso comum e legível por máquina;
- **limitar** o tratamento ou **se opor** ao tratamento baseado no nosso interesse legítimo;
- **retirar o consentimento** a qualquer momento, sem afetar a legalidade do tratamento feito até então.

Os membros podem exercer diretamente os direitos mais comuns: na página da sua conta, em **Perfil e Privacidade**, você pode baixar todos os seus dados em um formato portátil ou excluir sua conta e todas as informações ligadas a ela. Na mesma página, você pode corrigir a qualquer momento o nome de usuário, o endereço de e-mail e os perfis dos seus pets.

Para qualquer outro pedido, escreva para privacy@pawpedia.example. Responderemos em até um mês, prazo que pode ser prorrogado por mais dois meses no caso de pedidos complexos; se isso acontecer, avisaremos você. Podemos pedir que você confirme sua identidade antes de atender a um pedido.

Se você considerar que seus dados não foram tratados de forma lícita, tem o direito de apresentar uma reclamação a uma autoridade de proteção de dados. Em Portugal, essa autoridade é a Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt.

## 7. Menores de idade

As contas do Pawpedia não se destinam a menores de 13 anos, e não coletamos conscientemente dados pessoais de crianças dessa idade. Se você tiver motivos para acreditar que um menor de 13 anos criou uma conta, entre em contato conosco e faremos a exclusão.

## 8. Segurança

Protegemos seus dados com medidas técnicas e organizacionais adequadas, incluindo conexões criptografadas (HTTPS), senhas protegidas por hash e acesso aos dados pessoais restrito às pessoas que precisam deles. Nenhum sistema é totalmente seguro: escolha uma senha forte, que você não use em outros serviços. Se ocorrer um vazamento de dados capaz de colocar seus direitos em risco, notificaremos a CNPD e, quando exigido, informaremos você diretamente.

## 9. Alterações nesta política

Podemos atualizar esta política sempre que nossos serviços ou a lei mudarem. A data no início mostra quando ela foi revisada pela última vez. Se fizermos alterações significativas, avisaremos os membros por e-mail ou por um aviso no site antes de elas entrarem em vigor.

## 10. Contato

Dúvidas, pedidos e comentários sobre esta política podem ser enviados para privacy@pawpedia.example.`;

const termsPtBR = `Última atualização: 1º de setembro de 2025

Bem-vindo ao Pawpedia. Estes Termos de Uso regem o uso do site e dos serviços Pawpedia, incluindo a enciclopédia de raças, os artigos, os infográficos, as contas de membro e as funcionalidades da comunidade. Ao usar o Pawpedia ou criar uma conta, você aceita estes termos. Se não concordar com eles, não use o serviço.

## 1. Quem pode usar o Pawpedia

Qualquer pessoa pode consultar o conteúdo público do Pawpedia. Para criar uma conta, é preciso ter pelo menos 14 anos de idade. Ao se cadastrar, você confirma que cumpre esse requisito e que as informações que nos fornece são corretas.

## 2. Sua conta

- Você é responsável por manter sua senha em sigilo e por toda a atividade feita na sua conta. Avise-nos imediatamente se suspeitar que outra pessoa a usou.
- A conta é pessoal. Não a compartilhe, venda ou transfira a terceiros.
- Escolha um nome de usuário que não se passe por outra pessoa ou organização e que não seja ofensivo.
- Você pode encerrar sua conta a qualquer momento na página da conta, em Perfil e Privacidade. O que acontece com seus dados nesse caso está explicado na nossa Política de Privacidade.

## 3. Uso aceitável

O Pawpedia quer ser um espaço acolhedor e confiável. Ao usá-lo, você se compromete a não:

- publicar conteúdo ilegal, difamatório, de incitação ao ódio, de assédio ou sexualmente explícito, ou que incentive a crueldade com os animais;
- anunciar ou vender animais, ou promover o comércio ilegal de fauna silvestre ou de espécies protegidas;
- dar a outros membros instruções para medicar, tratar ou operar um animal no lugar de cuidados veterinários;
- publicar spam, correntes ou publicidade não identificada como tal;
- enviar imagens ou textos que você não tenha o direito de compartilhar, ou que mostrem outras pessoas sem o consentimento delas;
- tentar acessar sem autorização nossos sistemas ou as contas de outros membros, introduzir software malicioso ou atrapalhar o funcionamento normal do site;
- coletar conteúdo ou dados pessoais do Pawpedia por meios automatizados, como a extração automática de dados (scraping), sem a nossa autorização por escrito.

Podemos remover o conteúdo que violar estas regras e, conforme a gravidade ou a repetição da infração, suspender ou encerrar a conta responsável. Sempre que for razoável, informaremos o motivo.

## 4. Conteúdo que você compartilha

Você mantém os direitos sobre as fotos, os comentários e os demais conteúdos que publica no Pawpedia. Ao publicá-los, você nos concede uma licença gratuita e não exclusiva para hospedá-los, exibi-los, reproduzi-los e adaptá-los (por exemplo, redimensionar uma foto) para o funcionamento e a apresentação do serviço. Essa licença termina quando você apagar o conteúdo ou sua conta, exceto quanto a cópias já compartilhadas por outras pessoas ou que sejamos obrigados a guardar por lei.

Você declara ser o titular do conteúdo que publica ou ter autorização para compartilhá-lo, e que ele não viola direitos de terceiros.

## 5. Nosso conteúdo é apenas informativo

Os artigos, as fichas de raças, os infográficos e os demais conteúdos do Pawpedia servem para ajudar você a entender os animais e a cuidar deles. São informações de caráter geral, e não orientação veterinária, e não podem levar em conta as circunstâncias, o histórico e o estado de saúde específicos do seu pet.

**O Pawpedia não substitui o médico-veterinário.** Consulte sempre um veterinário qualificado sobre a saúde, a alimentação, a medicação ou o comportamento do seu pet, e nunca adie a busca por atendimento veterinário por causa de algo que você leu aqui. Se achar que seu pet está em perigo, procure imediatamente um veterinário ou um pronto-atendimento veterinário.

Fazemos o possível para que nosso conteúdo seja correto e atualizado, mas os padrões das raças, o conhecimento científico e as recomendações veterinárias evoluem, por isso não podemos garantir que todas as páginas estejam sempre completas ou atualizadas.

## 6. Propriedade intelectual

O nome e o logotipo do Pawpedia, o design do site e o conteúdo que publicamos, incluindo textos, ilustrações e infográficos, são protegidos por direitos autorais e outros direitos de propriedade intelectual. Você pode ler, imprimir e compartilhar páginas individuais para uso pessoal e não comercial, desde que cite o Pawpedia como fonte e inclua um link para o original. Qualquer outra reprodução depende da nossa autorização prévia e por escrito.

## 7. Links para a loja e para terceiros

O Pawpedia contém links e fichas de produtos que levam a uma loja on-line operada por um varejista independente. A loja não é administrada pelo Pawpedia. Qualquer compra feita nela é um contrato entre você e o varejista, sujeito às condições de venda e à política de privacidade dele; dúvidas sobre pedidos, pagamentos, entregas, devoluções e garantias devem ser encaminhadas ao varejista.

O mesmo vale para qualquer outro site de terceiros para o qual direcionamos. Não somos responsáveis pelo conteúdo, pelos produtos ou pelas práticas de sites de terceiros.

## 8. Disponibilidade do serviço

Trabalhamos para manter o Pawpedia disponível e seguro, mas o oferecemos "no estado em que se encontra" e "conforme a disponibilidade". Podemos alterar, suspender ou descontinuar qualquer parte do serviço, por exemplo para manutenção, e não garantimos que ele funcione sempre sem interrupções ou sem erros.

## 9. Responsabilidade

Na medida permitida por lei, o Pawpedia não se responsabiliza por perdas ou danos decorrentes do uso do serviço ou da confiança no seu conteúdo, incluindo decisões sobre os cuidados com um animal tomadas sem consultar um veterinário, nem por compras feitas em lojas de terceiros.

Nada nestes termos exclui ou limita a nossa responsabilidade nos casos em que a lei não o permite, em especial por morte ou lesão corporal causada por negligência nossa, por fraude ou por dolo ou culpa grave, nem afeta os direitos que você tem como consumidor por força de normas obrigatórias.

## 10. Alterações nestes termos

Podemos atualizar estes termos periodicamente. A data no início mostra quando eles foram revisados pela última vez. Se fizermos alterações significativas, avisaremos os membros por e-mail ou por um aviso no site antes de elas entrarem em vigor. Se você continuar usando o Pawpedia depois disso, aceita os termos revisados; se não concordar, pode encerrar sua conta.

## 11. Lei aplicável e disputas

Estes termos são regidos pela lei portuguesa. Qualquer disputa relacionada a eles será submetida aos tribunais portugueses competentes, sem prejuízo das normas obrigatórias que deem aos consumidores o direito de recorrer aos tribunais do país onde moram ou de invocar a proteção da lei desse país.

## 12. Contato

Se você tiver alguma dúvida sobre estes termos, escreva para contact@pawpedia.example. Dúvidas sobre dados pessoais devem ser enviadas para privacy@pawpedia.example.`;

const faqPtBR = `As perguntas frequentes serão publicadas aqui em breve. Enquanto isso, deixamos as respostas às dúvidas que mais recebemos.

## O Pawpedia é gratuito?

Sim. A enciclopédia, os artigos e os infográficos são de acesso gratuito, e criar uma conta não custa nada.

## Os artigos de saúde são verificados por um veterinário?

Todos os artigos sobre saúde ou alimentação são revisados por um médico-veterinário antes de serem publicados. Ainda assim, nosso conteúdo é informação de caráter geral e nunca substitui a consulta com o seu veterinário.

## O Pawpedia vende os produtos para os quais direciona?

Não. As fichas de produtos levam a uma loja administrada por um varejista independente, que é responsável pelos pedidos, entregas e devoluções.

## Como posso baixar ou apagar meus dados?

Entre na sua conta e abra a página da conta. Em Perfil e Privacidade, você pode baixar todos os seus dados ou excluir sua conta.`;

const tbdPtBR = `Esta página ainda está em preparação. Estamos trabalhando nela, e ela estará disponível em breve.

Enquanto isso, explore a enciclopédia de raças ou leia nossos artigos mais recentes.`;

export const staticPagesPtBR: SeedStaticPage[] = [
  { key: 'about', locale: 'pt_BR', title: 'Sobre o Pawpedia', body: aboutPtBR },
  { key: 'privacy', locale: 'pt_BR', title: 'Política de Privacidade', body: privacyPtBR },
  { key: 'terms', locale: 'pt_BR', title: 'Termos de Uso', body: termsPtBR },
  { key: 'faq', locale: 'pt_BR', title: 'Perguntas Frequentes', body: faqPtBR },
  { key: 'tbd', locale: 'pt_BR', title: 'Em breve', body: tbdPtBR },
];
