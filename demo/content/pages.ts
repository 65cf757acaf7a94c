import type { SeedStaticPage } from './types';
import { staticPagesPtBR } from './pages-pt-br';

const aboutEn = `Pawpedia is an independent guide to living well with animals. It began with a simple frustration: the information pet owners find online is scattered, often contradictory and sometimes dangerous. We wanted one place where a new puppy owner, a first-time aquarist and someone wondering whether a rabbit really needs a companion could all find clear answers they can trust.

## The encyclopedia

At the heart of Pawpedia is a breed encyclopedia covering dogs, cats, birds, fish and exotic pets. Each profile brings together origin and history, temperament, size and lifespan, coat and grooming needs, common health problems and what the animal needs day to day. Measurements and lifespans are taken from the breed standards of recognised bodies such as the FCI, the AKC and TICA, or from commonly cited veterinary reference figures where no standard exists.

## Articles and guides

Alongside the encyclopedia we publish practical articles on health, nutrition, behaviour, care, adoption and life with pets: how to settle a rescue cat, what to feed a senior dog, how to cycle an aquarium before the first fish goes in.

## Community

Members can create profiles for their own animals, follow the topics that matter to them and share experience with other owners. The community is a place for support and good humour, not for diagnosis: when someone describes symptoms, the right answer is always a vet.

## Editorial standards

Our writers are specialists in animal care, training and science communication. Every article is fact-checked before publication and dated, and we correct mistakes openly. Product links never influence what we write: the shop is run by a separate retailer, and our editors choose topics on their merit.

## How vets review our content

Every article on health or nutrition is reviewed by a qualified veterinarian before it is published. The reviewer checks facts, dosages and warning signs, and can ask for changes or stop publication altogether. Reviewed articles are revisited regularly, and sooner when guidance changes. Nothing on Pawpedia replaces an examination by your own vet, who knows your animal.`;

const aboutPt = `O Pawpedia é um guia independente para viver bem com animais. Nasceu de uma frustração simples: a informação que os donos de animais encontram na internet está dispersa, é muitas vezes contraditória e, por vezes, perigosa. Quisemos criar um lugar onde quem acabou de adotar um cachorro, quem monta o primeiro aquário e quem se pergunta se um coelho precisa mesmo de companhia encontrem respostas claras e fiáveis.

## A enciclopédia

No centro do Pawpedia está uma enciclopédia de raças e espécies que abrange cães, gatos, aves, peixes e animais exóticos. Cada ficha reúne a origem e a história, o temperamento, o tamanho e a esperança de vida, o tipo de pelagem e os cuidados de higiene, os problemas de saúde mais comuns e aquilo de que o animal precisa no dia a dia. As medidas e a esperança de vida seguem os estalões de entidades reconhecidas, como a FCI, o AKC e a TICA, ou, na falta de estalão, os valores de referência veterinária mais citados.

## Artigos e guias

A par da enciclopédia, publicamos artigos práticos sobre saúde, alimentação, comportamento, cuidados, adoção e vida com animais: como ajudar um gato resgatado a adaptar-se, o que dar de comer a um cão sénior, como preparar o ciclo de um aquário antes de lá pôr o primeiro peixe.

## Comunidade

Os membros podem criar perfis para os seus animais, acompanhar os temas que lhes interessam e partilhar experiências com outros donos. A comunidade é um espaço de apoio e de bom humor, não de diagnóstico: quando alguém descreve sintomas, a resposta certa é sempre o veterinário.

## Normas editoriais

Os nossos autores são especialistas em cuidados com animais, treino e divulgação científica. Todos os artigos são verificados antes da publicação e datados, e corrigimos os erros de forma transparente. As ligações para produtos nunca influenciam o que escrevemos: a loja é gerida por um retalhista independente e os nossos editores escolhem os temas pelo seu mérito.

## Como os veterinários reveem os conteúdos

Todos os artigos sobre saúde ou alimentação são revistos por um médico veterinário antes de serem publicados. O revisor verifica os factos, as doses e os sinais de alerta, e pode pedir alterações ou impedir a publicação. Os artigos revistos são reavaliados regularmente, e mais cedo sempre que as recomendações mudam. Nada no Pawpedia substitui a consulta com o seu veterinário, que conhece o seu animal.`;

const privacyEn = `Last updated: 1 September 2025

This Privacy Policy explains what personal data Pawpedia collects when you use our website and services, why we collect it, how long we keep it and what rights you have. We process personal data in accordance with the General Data Protection Regulation (EU) 2016/679 (GDPR) and the applicable Portuguese legislation, in particular Law no. 58/2019.

## 1. Who is responsible for your data

The controller of your personal data is the operator of Pawpedia ("Pawpedia", "we", "us"). For any question about this policy or about your data, you can write to us at privacy@pawpedia.example.

## 2. What data we collect

We collect only the data we need to run the service.

- **Account data.** When you register, we collect your e-mail address, the username you choose and your password. We never store your password itself: we keep only a cryptographic hash of it, which cannot be turned back into the password.
- **Your pets' profiles.** If you add pets to your account, we store the information you enter: each pet's name, breed, date of birth and any pictures you upload. You decide what to add, and every field except the name is optional.
- **Newsletter subscription.** If you subscribe to our newsletter, we record your e-mail address, the date you subscribed and whether you are still subscribed.
- **Cookies and local storage.** We use a session cookie to keep you signed in, and your browser's local storage to remember choices such as having dismissed a notice, so that we do not show it again. These are strictly necessary for the features you use. We do not use cookies for advertising or to track you across other websites.

We do not ask for, and ask you not to share with us, special categories of data such as information about your own health.

## 3. Why we use your data and on what legal basis

- **To provide your account and its features**, including your pets' profiles and personalised content: this is necessary to perform our contract with you (Article 6(1)(b) GDPR).
- **To send you the newsletter**: on the basis of your consent (Article 6(1)(a) GDPR), which you can withdraw at any time with the unsubscribe link in every e-mail or from your account page.
- **To keep the service secure**, prevent abuse of the community and fix technical problems: on the basis of our legitimate interest in running a safe and reliable website (Article 6(1)(f) GDPR).
- **To comply with legal obligations**, for example to answer a lawful request from a competent authority (Article 6(1)(c) GDPR).
- **To remember notices you have dismissed** and keep you signed in: storing this information on your device is strictly necessary to provide the service you have requested, and therefore does not require consent under the ePrivacy rules.

We do not sell your personal data, and we do not use it for automated decision-making that has legal or similarly significant effects on you.

## 4. Who we share your data with

We use carefully selected service providers to host the website, store data and send e-mails. They act as processors on our behalf, under written contracts that require them to protect your data and use it only on our instructions (Article 28 GDPR). We keep your data within the European Economic Area. If a provider ever needs to process data outside it, we will do so only with appropriate safeguards, such as the European Commission's standard contractual clauses.

The shop linked from Pawpedia is run by an independent retailer. When you follow a shop link, you leave our website; we do not pass your account data to the retailer, and any data you give the shop is governed by its own privacy policy.

We may disclose data where the law requires it, or to protect the rights and safety of our users.

## 5. How long we keep your data

- Account data and pets' profiles are kept for as long as your account is active. When you delete your account, they are erased within 30 days, and removed from our backups within a further 90 days.
- Newsletter data is kept until you unsubscribe; after that we keep only a record of the unsubscription, so that we do not write to you again.
- Information in your browser's local storage stays on your device until you clear it.
- Accounts that have been inactive for three years are deleted, after we have warned you by e-mail.

## 6. Your rights

Under the GDPR you have the right to:

- **access** the personal data we hold about you and obtain a copy of it;
- **rectification** of data that is inaccurate or incomplete;
- **erasure** of your data (the "right to be forgotten");
- **data portability**, that is, to receive the data you gave us in a structured, commonly used and machine-readable format;
- **restrict** or **object to** processing based on our legitimate interest;
- **withdraw your consent** at any time, without affecting processing that took place before.

Members can exercise the most common rights themselves: on your account page, under **Profile and Privacy**, you can download all your data in a portable format or delete your account and everything associated with it. Your username, e-mail address and pets' profiles can be corrected from the same page at any time.

For any other request, write to privacy@pawpedia.example. We will answer within one month, which may be extended by two further months for complex requests; we will tell you if that happens. We may ask you to confirm your identity before acting on a request.

If you believe we have not handled your data lawfully, you have the right to lodge a complaint with a supervisory authority. In Portugal this is the Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt.

## 7. Children

Pawpedia accounts are not intended for children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has created an account, please contact us and we will delete it.

## 8. Security

We protect your data with appropriate technical and organisational measures, including encrypted connections (HTTPS), hashed passwords and access to personal data limited to the people who need it. No system is perfectly secure: please choose a strong password that you do not use elsewhere. If a data breach is likely to put your rights at risk, we will notify the CNPD and, where required, tell you directly.

## 9. Changes to this policy

We may update this policy when our services or the law change. The date at the top shows when it was last revised. If we make significant changes, we will tell members by e-mail or with a notice on the website before they take effect.

## 10. Contact

Questions, requests and comments about this policy are welcome at privacy@pawpedia.example.`;

const privacyPt = `Última atualização: 1 de setembro de 2025

A presente Política de Privacidade explica que dados pessoais o Pawpedia recolhe quando utiliza o nosso sítio e os nossos serviços, para que fins os recolhe, durante quanto tempo os conserva e de que direitos dispõe. Tratamos os dados pessoais em conformidade com o Regulamento Geral sobre a Proteção de Dados, Regulamento (UE) 2016/679 (RGPD), e com a legislação portuguesa aplicável, nomeadamente a Lei n.º 58/2019.

## 1. Responsável pelo tratamento

O responsável pelo tratamento dos seus dados pessoais é a entidade que explora o Pawpedia («Pawpedia», «nós»). Para qualquer questão relativa a esta política ou aos seus dados, pode contactar-nos através do endereço privacy@pawpedia.example.

## 2. Dados que recolhemos

Recolhemos apenas os dados necessários ao funcionamento do serviço.

- **Dados da conta.** Quando se regista, recolhemos o seu endereço de correio eletrónico, o nome de utilizador que escolher e a sua palavra-passe. Nunca guardamos a palavra-passe propriamente dita: conservamos apenas um resumo criptográfico (hash), que não permite reconstituí-la.
- **Perfis dos seus animais.** Se adicionar animais à sua conta, guardamos a informação que introduzir: o nome, a raça, a data de nascimento de cada animal e as fotografias que carregar. É o utilizador quem decide o que acrescenta, sendo todos os campos facultativos, com exceção do nome.
- **Subscrição da newsletter.** Se subscrever a nossa newsletter, registamos o seu endereço de correio eletrónico, a data da subscrição e se esta se mantém ativa.
- **Cookies e armazenamento local.** Utilizamos um cookie de sessão para manter a sua sessão iniciada e o armazenamento local do navegador para memorizar opções como o facto de ter fechado um aviso, de modo a não voltarmos a mostrá-lo. Estes mecanismos são estritamente necessários às funcionalidades que utiliza. Não utilizamos cookies para fins publicitários nem para acompanhar a sua navegação noutros sítios.

Não pedimos, e solicitamos que não nos transmita, categorias especiais de dados, como informações sobre a sua própria saúde.

## 3. Finalidades e fundamentos jurídicos

- **Disponibilizar a sua conta e as respetivas funcionalidades**, incluindo os perfis dos seus animais e os conteúdos personalizados: o tratamento é necessário para a execução do contrato celebrado consigo (artigo 6.º, n.º 1, alínea b), do RGPD).
- **Enviar-lhe a newsletter**: com base no seu consentimento (artigo 6.º, n.º 1, alínea a), do RGPD), que pode retirar a qualquer momento através da ligação de cancelamento incluída em cada mensagem ou na página da sua conta.
- **Garantir a segurança do serviço**, prevenir abusos na comunidade e corrigir problemas técnicos: com base no nosso interesse legítimo em manter um sítio seguro e fiável (artigo 6.º, n.º 1, alínea f), do RGPD).
- **Cumprir obrigações legais**, por exemplo responder a um pedido legítimo de uma autoridade competente (artigo 6.º, n.º 1, alínea c), do RGPD).
- **Memorizar os avisos que fechou** e manter a sua sessão iniciada: o armazenamento desta informação no seu dispositivo é estritamente necessário à prestação do serviço que solicitou, pelo que não depende de consentimento nos termos das regras relativas à privacidade nas comunicações eletrónicas.

Não vendemos os seus dados pessoais nem os utilizamos para decisões automatizadas que produzam efeitos jurídicos ou que o afetem significativamente de forma similar.

## 4. Com quem partilhamos os seus dados

Recorremos a prestadores de serviços cuidadosamente selecionados para o alojamento do sítio, o armazenamento de dados e o envio de mensagens de correio eletrónico. Estes atuam como subcontratantes por nossa conta, ao abrigo de contratos escritos que os obrigam a proteger os seus dados e a utilizá-los apenas de acordo com as nossas instruções (artigo 28.º do RGPD). Conservamos os seus dados no Espaço Económico Europeu. Se algum prestador necessitar de tratar dados fora desse espaço, só o fará mediante garantias adequadas, como as cláusulas contratuais-tipo aprovadas pela Comissão Europeia.

A loja para a qual o Pawpedia remete é gerida por um retalhista independente. Ao seguir uma ligação para a loja, sai do nosso sítio; não transmitimos os dados da sua conta ao retalhista, e os dados que fornecer à loja regem-se pela política de privacidade desta.

Poderemos divulgar dados quando a lei o exija ou para proteger os direitos e a segurança dos nossos utilizadores.

## 5. Prazos de conservação

- Os dados da conta e os perfis dos animais são conservados enquanto a sua conta estiver ativa. Quando elimina a conta, são apagados no prazo de 30 dias e removidos das nossas cópias de segurança no prazo adicional de 90 dias.
- Os dados da newsletter são conservados até cancelar a subscrição; a partir desse momento, guardamos apenas o registo do cancelamento, para não voltarmos a contactá-lo.
- A informação guardada no armazenamento local do navegador permanece no seu dispositivo até a apagar.
- As contas inativas há três anos são eliminadas, depois de o avisarmos por correio eletrónico.

## 6. Os seus direitos

Nos termos do RGPD, tem direito a:

- **aceder** aos dados pessoais que tratamos sobre si e obter uma cópia dos mesmos;
- **retificar** dados inexatos ou incompletos;
- **apagar** os seus dados («direito a ser esquecido»);
- **portabilidade** dos dados, ou seja, receber os dados que nos forneceu num formato estruturado, de uso corrente e de leitura automática;
- **limitar** o tratamento ou **opor-se** ao tratamento baseado no nosso interesse legítimo;
- **retirar o consentimento** a qualquer momento, sem comprometer a licitude do tratamento efetuado até então.

Os membros podem exercer diretamente os direitos mais comuns: na página da sua conta, em **Perfil e Privacidade**, pode descarregar todos os seus dados num formato portátil ou eliminar a sua conta e toda a informação a ela associada. Na mesma página pode, a qualquer momento, corrigir o nome de utilizador, o endereço de correio eletrónico e os perfis dos seus animais.

Para qualquer outro pedido, escreva para privacy@pawpedia.example. Responderemos no prazo de um mês, que pode ser prorrogado por mais dois meses no caso de pedidos complexos, situação de que será informado. Poderemos pedir-lhe que confirme a sua identidade antes de darmos seguimento a um pedido.

Se considerar que os seus dados não foram tratados de forma lícita, tem o direito de apresentar reclamação junto de uma autoridade de controlo. Em Portugal, essa autoridade é a Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt.

## 7. Menores

As contas do Pawpedia não se destinam a menores de 13 anos, e não recolhemos conscientemente dados pessoais de menores dessa idade. Se tiver motivos para crer que um menor de 13 anos criou uma conta, contacte-nos e procederemos à sua eliminação.

## 8. Segurança

Protegemos os seus dados através de medidas técnicas e organizativas adequadas, incluindo ligações cifradas (HTTPS), palavras-passe protegidas por hash e acesso aos dados pessoais restrito às pessoas que deles necessitam. Nenhum sistema é totalmente seguro: escolha uma palavra-passe forte, que não utilize noutros serviços. Caso ocorra uma violação de dados suscetível de pôr em risco os seus direitos, notificaremos a CNPD e, quando exigido, informá-lo-emos diretamente.

## 9. Alterações a esta política

Poderemos atualizar esta política sempre que os nossos serviços ou a lei se alterem. A data indicada no início mostra quando foi revista pela última vez. Se introduzirmos alterações significativas, informaremos os membros por correio eletrónico ou através de um aviso no sítio antes de estas produzirem efeitos.

## 10. Contacto

Questões, pedidos e comentários sobre esta política podem ser enviados para privacy@pawpedia.example.`;

const termsEn = `Last updated: 1 September 2025

Welcome to Pawpedia. These Terms of Use govern your use of the Pawpedia website and services, including the breed encyclopedia, articles, infographics, member accounts and community features. By using Pawpedia or creating an account, you agree to these terms. If you do not agree, please do not use the service.

## 1. Who may use Pawpedia

Anyone may read Pawpedia's public content. To create an account you must be at least 14 years old. By registering, you confirm that you meet this requirement and that the information you give us is accurate.

## 2. Your account

- You are responsible for keeping your password confidential and for everything that happens under your account. Tell us at once if you suspect someone else has used it.
- An account is personal. Do not share it, sell it or transfer it to anyone else.
- Choose a username that does not impersonate another person or organisation and is not offensive.
- You can close your account at any time from your account page, under Profile and Privacy. What happens to your data when you do so is explained in our Privacy Policy.

## 3. Acceptable use

Pawpedia is meant to be a friendly and trustworthy place. When you use it, you agree not to:

- post content that is unlawful, defamatory, hateful, harassing or sexually explicit, or that encourages cruelty to animals;
- advertise or sell animals, or promote illegal trade in wildlife or protected species;
- give other members instructions to medicate, treat or operate on an animal as a substitute for veterinary care;
- post spam, chain messages or undisclosed advertising;
- upload pictures or text that you do not have the right to share, or that show other people without their permission;
- try to gain unauthorised access to our systems or other members' accounts, introduce malware, or interfere with the normal operation of the website;
- collect content or personal data from Pawpedia by automated means, such as scraping, without our written permission.

We may remove content that breaks these rules and, depending on how serious or repeated the breach is, suspend or close the account responsible. Where reasonable, we will tell you why.

## 4. Content you share

You keep the rights to the pictures, comments and other content you post on Pawpedia. By posting it, you give us a free, non-exclusive licence to host, display, reproduce and adapt it (for example, resize a picture) for the purpose of operating and presenting the service. This licence ends when you delete the content or your account, except for copies that other people have already shared or that we must keep by law.

You confirm that you own the content you post or have permission to share it, and that it does not infringe anyone else's rights.

## 5. Our content is for information only

The articles, breed profiles, infographics and other content on Pawpedia are written to help you understand and care for animals. They are general information, and they are not veterinary advice. They cannot take into account the particular circumstances, history and condition of your animal.

**Pawpedia is no substitute for a veterinarian.** Always consult a qualified vet about your animal's health, diet, medication or behaviour, and never delay seeking veterinary care because of something you have read here. If you think your animal is in danger, contact a vet or an emergency veterinary clinic immediately.

We take care to make our content accurate and keep it up to date, but breed standards, scientific knowledge and veterinary guidance change, and we cannot guarantee that every page is complete or current at all times.

## 6. Intellectual property

Pawpedia's name and logo, the design of the website and the content we publish, including texts, illustrations and infographics, are protected by copyright and other intellectual property rights. You may read, print and share individual pages for your own personal, non-commercial use, provided you credit Pawpedia and link to the original. Any other reproduction requires our prior written permission.

## 7. Shop links and third parties

Pawpedia contains links and product cards that lead to an online shop operated by an independent third-party retailer. The shop is not run by Pawpedia. Any purchase you make there is a contract between you and the retailer, under the retailer's own terms of sale and privacy policy, and questions about orders, payment, delivery, returns and warranties must be addressed to the retailer.

The same applies to any other third-party website we link to. We are not responsible for the content, products or practices of third-party websites.

## 8. Availability of the service

We work to keep Pawpedia available and secure, but we provide it "as is" and "as available". We may change, suspend or discontinue any part of the service, for example for maintenance, and we do not guarantee that it will always be uninterrupted or free of errors.

## 9. Liability

To the extent permitted by law, Pawpedia is not liable for any loss or damage arising from your use of the service or from reliance on its content, including decisions about an animal's care taken without consulting a veterinarian, or from purchases made from third-party shops.

Nothing in these terms excludes or limits our liability where it cannot be excluded or limited by law, including liability for death or personal injury caused by our negligence, for fraud, or for wilful misconduct or gross negligence, and nothing affects the rights you have as a consumer under mandatory law.

## 10. Changes to these terms

We may update these terms from time to time. The date at the top shows when they were last revised. If we make significant changes, we will tell members by e-mail or with a notice on the website before they take effect. If you continue to use Pawpedia after that, you accept the revised terms; if you do not agree, you can close your account.

## 11. Governing law and disputes

These terms are governed by Portuguese law. Any dispute relating to them shall be submitted to the competent courts of Portugal, without prejudice to any mandatory rules that give consumers the right to bring proceedings in the courts of the country where they live or to rely on the protection of its laws.

## 12. Contact

If you have a question about these terms, write to us at contact@pawpedia.example. Questions about personal data should be sent to privacy@pawpedia.example.`;

const termsPt = `Última atualização: 1 de setembro de 2025

Bem-vindo ao Pawpedia. Os presentes Termos de Utilização regem a utilização do sítio e dos serviços Pawpedia, incluindo a enciclopédia de raças, os artigos, as infografias, as contas de membro e as funcionalidades da comunidade. Ao utilizar o Pawpedia ou ao criar uma conta, aceita estes termos. Se não concordar com eles, não deve utilizar o serviço.

## 1. Quem pode utilizar o Pawpedia

Qualquer pessoa pode consultar os conteúdos públicos do Pawpedia. Para criar uma conta, é necessário ter pelo menos 14 anos de idade. Ao registar-se, confirma que cumpre este requisito e que as informações que nos fornece são exatas.

## 2. A sua conta

- É responsável por manter a confidencialidade da sua palavra-passe e por toda a atividade realizada na sua conta. Informe-nos de imediato se suspeitar que outra pessoa a utilizou.
- A conta é pessoal. Não a partilhe, venda ou transmita a terceiros.
- Escolha um nome de utilizador que não se faça passar por outra pessoa ou organização e que não seja ofensivo.
- Pode encerrar a sua conta a qualquer momento na página da conta, em Perfil e Privacidade. O destino dos seus dados nesse caso está explicado na nossa Política de Privacidade.

## 3. Utilização aceitável

O Pawpedia pretende ser um espaço acolhedor e de confiança. Ao utilizá-lo, compromete-se a não:

- publicar conteúdos ilícitos, difamatórios, de incitamento ao ódio, de assédio ou sexualmente explícitos, ou que incentivem a crueldade para com os animais;
- anunciar ou vender animais, ou promover o comércio ilegal de fauna selvagem ou de espécies protegidas;
- dar a outros membros instruções para medicar, tratar ou intervencionar um animal em substituição de cuidados veterinários;
- publicar spam, correntes ou publicidade não identificada como tal;
- carregar imagens ou textos que não tenha o direito de partilhar, ou que mostrem outras pessoas sem o seu consentimento;
- tentar aceder sem autorização aos nossos sistemas ou às contas de outros membros, introduzir software malicioso ou perturbar o normal funcionamento do sítio;
- recolher conteúdos ou dados pessoais do Pawpedia por meios automatizados, como a extração automática de dados (scraping), sem a nossa autorização escrita.

Podemos remover os conteúdos que violem estas regras e, consoante a gravidade ou a reiteração da infração, suspender ou encerrar a conta responsável. Sempre que tal seja razoável, indicaremos o motivo.

## 4. Conteúdos que partilha

Mantém os direitos sobre as fotografias, os comentários e os demais conteúdos que publica no Pawpedia. Ao publicá-los, concede-nos uma licença gratuita e não exclusiva para os alojar, apresentar, reproduzir e adaptar (por exemplo, redimensionar uma fotografia) para efeitos de funcionamento e apresentação do serviço. Esta licença cessa quando apagar os conteúdos ou a sua conta, salvo quanto a cópias já partilhadas por outras pessoas ou que sejamos obrigados a conservar por lei.

Declara ser titular dos conteúdos que publica ou ter autorização para os partilhar, e que estes não violam direitos de terceiros.

## 5. Os nossos conteúdos têm caráter meramente informativo

Os artigos, as fichas de raças, as infografias e os demais conteúdos do Pawpedia destinam-se a ajudá-lo a compreender e a cuidar dos animais. Constituem informação de caráter geral e não aconselhamento veterinário, não podendo ter em conta as circunstâncias, o historial e o estado de saúde concretos do seu animal.

**O Pawpedia não substitui o médico veterinário.** Consulte sempre um veterinário qualificado sobre a saúde, a alimentação, a medicação ou o comportamento do seu animal, e nunca adie a procura de cuidados veterinários por causa de algo que tenha lido aqui. Se considerar que o seu animal corre perigo, contacte imediatamente um veterinário ou um serviço de urgência veterinária.

Esforçamo-nos por garantir que os nossos conteúdos são exatos e atualizados, mas os estalões das raças, o conhecimento científico e as recomendações veterinárias evoluem, pelo que não podemos garantir que todas as páginas estejam sempre completas ou atualizadas.

## 6. Propriedade intelectual

O nome e o logótipo do Pawpedia, o design do sítio e os conteúdos que publicamos, incluindo textos, ilustrações e infografias, estão protegidos por direitos de autor e por outros direitos de propriedade intelectual. Pode ler, imprimir e partilhar páginas individuais para uso pessoal e não comercial, desde que indique o Pawpedia como fonte e inclua uma ligação para o original. Qualquer outra reprodução carece da nossa autorização prévia e escrita.

## 7. Ligações para a loja e para terceiros

O Pawpedia contém ligações e fichas de produto que conduzem a uma loja em linha explorada por um retalhista independente. A loja não é gerida pelo Pawpedia. Qualquer compra que aí efetue constitui um contrato entre si e o retalhista, sujeito às condições de venda e à política de privacidade deste, devendo as questões relativas a encomendas, pagamentos, entregas, devoluções e garantias ser dirigidas ao retalhista.

O mesmo se aplica a qualquer outro sítio de terceiros para o qual remetamos. Não somos responsáveis pelos conteúdos, produtos ou práticas de sítios de terceiros.

## 8. Disponibilidade do serviço

Empenhamo-nos em manter o Pawpedia disponível e seguro, mas disponibilizamo-lo «tal como está» e «consoante a disponibilidade». Podemos alterar, suspender ou descontinuar qualquer parte do serviço, por exemplo para manutenção, e não garantimos que funcione sempre sem interrupções ou sem erros.

## 9. Responsabilidade

Na medida permitida por lei, o Pawpedia não é responsável por perdas ou danos decorrentes da utilização do serviço ou da confiança depositada nos seus conteúdos, incluindo decisões sobre os cuidados a prestar a um animal tomadas sem consultar um veterinário, nem por compras efetuadas em lojas de terceiros.

Nada nestes termos exclui ou limita a nossa responsabilidade nos casos em que a lei não o permita, designadamente por morte ou lesões corporais causadas por negligência nossa, por fraude, ou por dolo ou culpa grave, nem afeta os direitos que lhe são conferidos enquanto consumidor por normas imperativas.

## 10. Alterações a estes termos

Podemos atualizar estes termos periodicamente. A data indicada no início mostra quando foram revistos pela última vez. Se introduzirmos alterações significativas, informaremos os membros por correio eletrónico ou através de um aviso no sítio antes de estas produzirem efeitos. Se continuar a utilizar o Pawpedia depois disso, aceita os termos revistos; se não concordar, pode encerrar a sua conta.

## 11. Lei aplicável e litígios

Estes termos regem-se pela lei portuguesa. Qualquer litígio com eles relacionado será submetido aos tribunais portugueses competentes, sem prejuízo das normas imperativas que confiram aos consumidores o direito de recorrer aos tribunais do país onde residem ou de invocar a proteção da respetiva lei.

## 12. Contacto

Se tiver alguma questão sobre estes termos, escreva-nos para contact@pawpedia.example. As questões relativas a dados pessoais devem ser enviadas para privacy@pawpedia.example.`;

const faqEn = `Frequently asked questions will be published here soon. In the meantime, here are answers to the questions we hear most often.

## Is Pawpedia free to use?

Yes. The encyclopedia, articles and infographics are free to read, and creating an account costs nothing.

## Are the health articles checked by a vet?

Every article on health or nutrition is reviewed by a qualified veterinarian before publication. Our content is general information, though, and never replaces a visit to your own vet.

## Does Pawpedia sell the products it links to?

No. Product cards lead to a shop run by an independent retailer, and orders, delivery and returns are handled by that retailer.

## How do I download or delete my data?

Sign in and open your account page. Under Profile and Privacy you can download all your data or delete your account.`;

const faqPt = `As perguntas frequentes serão publicadas aqui em breve. Entretanto, deixamos as respostas às dúvidas que mais vezes nos chegam.

## O Pawpedia é gratuito?

Sim. A enciclopédia, os artigos e as infografias são de consulta gratuita, e criar uma conta não tem qualquer custo.

## Os artigos de saúde são verificados por um veterinário?

Todos os artigos sobre saúde ou alimentação são revistos por um médico veterinário antes de serem publicados. Ainda assim, os nossos conteúdos são informação de caráter geral e nunca substituem a consulta com o seu veterinário.

## O Pawpedia vende os produtos para os quais remete?

Não. As fichas de produto conduzem a uma loja gerida por um retalhista independente, que é responsável pelas encomendas, entregas e devoluções.

## Como posso descarregar ou apagar os meus dados?

Inicie sessão e abra a página da sua conta. Em Perfil e Privacidade pode descarregar todos os seus dados ou eliminar a sua conta.`;

const tbdEn = `This page is still being prepared. We are working on it and it will be available soon.

In the meantime, browse the breed encyclopedia or read our latest articles.`;

const tbdPt = `Esta página ainda está em preparação. Estamos a trabalhar nela e ficará disponível brevemente.

Entretanto, explore a enciclopédia de raças ou leia os nossos artigos mais recentes.`;

export const staticPages: SeedStaticPage[] = [
  { key: 'about', locale: 'en', title: 'About Pawpedia', body: aboutEn },
  { key: 'about', locale: 'pt', title: 'Sobre o Pawpedia', body: aboutPt },
  { key: 'privacy', locale: 'en', title: 'Privacy Policy', body: privacyEn },
  { key: 'privacy', locale: 'pt', title: 'Política de Privacidade', body: privacyPt },
  { key: 'terms', locale: 'en', title: 'Terms of Use', body: termsEn },
  { key: 'terms', locale: 'pt', title: 'Termos de Utilização', body: termsPt },
  { key: 'faq', locale: 'en', title: 'Frequently Asked Questions', body: faqEn },
  { key: 'faq', locale: 'pt', title: 'Perguntas Frequentes', body: faqPt },
  { key: 'tbd', locale: 'en', title: 'Coming soon', body: tbdEn },
  { key: 'tbd', locale: 'pt', title: 'Brevemente', body: tbdPt },
  ...staticPagesPtBR,
];
